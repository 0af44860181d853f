import { ownRecord, type HandlerRecord } from './store.ts';

export interface GatewayMetadata {
  readonly path: string | undefined;
  /** Base-class handlers first, each in declaration order; an override decorated again takes its base's place. */
  readonly handlers: readonly HandlerRecord[];
}

/**
 * Reads a gateway class's metadata once, base classes' handlers included (README, "Overriding").
 * @example
 * readGatewayMetadata(ChatGateway).path; // '/chat'
 */
export function readGatewayMetadata(target: Function): GatewayMetadata {
  const chain: Function[] = [];
  for (
    let current: unknown = target;
    typeof current === 'function' && current !== Function.prototype;
    current = Object.getPrototypeOf(current)
  ) {
    chain.unshift(current as Function);
  }
  const handlers: HandlerRecord[] = [];
  for (const record of chain.flatMap((cls) => ownRecord(cls)?.handlers ?? [])) {
    // Base and override both resolve `instance[member]` to the override: keep one record, or it runs twice.
    const overridden = handlers.findIndex((seen) => isSameHandler(seen, record));
    if (overridden === -1) handlers.push(record);
    else handlers[overridden] = record;
  }
  return { path: ownRecord(target)?.path, handlers };
}

/** Same slot, same event, same overridable member: what an override decorated again declares. */
function isSameHandler(a: HandlerRecord, b: HandlerRecord): boolean {
  return a.member !== undefined && a.member === b.member && a.kind === b.kind && a.event === b.event;
}
