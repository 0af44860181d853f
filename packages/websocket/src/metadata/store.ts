import { FwError } from '@fw/core';
import { metadataSymbol } from '@fw/core/plugin';
import { wsErrors } from '../errors.ts';

// The one store decorators write and the plugin reads: keyed by the class, or by its TC39 `context.metadata`.

/** Which lifecycle slot a gateway method fills (spec "WebSocket lifecycle handlers"). */
export type HandlerKind = 'upgrade' | 'open' | 'close' | 'message' | 'error' | 'drain' | 'event';

export interface HandlerRecord {
  readonly kind: HandlerKind;
  readonly event: string | undefined;
  readonly name: string;
  /** The key a subclass overrides it by; undefined for a `#private` method, which none can override. */
  readonly member: string | symbol | undefined;
  /** Reads the method off an instance; the TC39 form goes through `context.access` so `#private` methods work. */
  readonly read: (instance: object) => unknown;
}

export interface GatewayRecord {
  path: string | undefined;
  readonly handlers: HandlerRecord[];
}

const store = new WeakMap<object, GatewayRecord>();

/** The record for a class (experimental form) or a metadata object (TC39 form), created on first write. */
export function writableRecord(key: object): GatewayRecord {
  let record = store.get(key);
  if (record === undefined) {
    record = { path: undefined, handlers: [] };
    store.set(key, record);
  }
  return record;
}

export function ownRecord(target: Function): GatewayRecord | undefined {
  const direct = store.get(target);
  if (direct !== undefined) return direct;
  if (!Object.hasOwn(target, metadataSymbol)) return undefined;
  const metadata: unknown = (target as unknown as Record<symbol, unknown>)[metadataSymbol];
  return typeof metadata === 'object' && metadata !== null ? store.get(metadata) : undefined;
}

/** The metadata object of a TC39 decorator context; runtimes without decorator metadata cannot be supported. */
export function metadataOf(context: { readonly name: unknown; readonly metadata: object | undefined }): object {
  if (context.metadata === undefined || context.metadata === null)
    throw new FwError(wsErrors.noMetadata(String(context.name)));
  return context.metadata;
}
