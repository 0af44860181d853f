import type { PoisoningAction } from '@fw/core';
import type { WebSocketAdapter } from '../cluster/adapter.ts';
import { inProcessAdapter } from '../cluster/in-process.ts';
import { wsErrors } from '../errors.ts';

/** A per-message deflate compressor, in the runtime's names. */
export type Compressor =
  | 'disable'
  | 'shared'
  | 'dedicated'
  | '3KB'
  | '4KB'
  | '8KB'
  | '16KB'
  | '32KB'
  | '64KB'
  | '128KB'
  | '256KB';

/** Spec "Limits": the second argument of `WebSocketPlugin.create`. Every option is optional. */
export interface WebSocketConfig {
  /** Per-message deflate; the object form sets each direction. Default `false`. */
  readonly perMessageDeflate?:
    | boolean
    | { readonly compress?: boolean | Compressor; readonly decompress?: boolean | Compressor };
  /** Largest accepted message in bytes; a bigger frame closes the socket with 1009. Default 16 MB. */
  readonly maxPayloadLength?: number;
  /** Seconds without traffic before the connection is closed. Default 120. */
  readonly idleTimeout?: number;
  /** Bytes buffered for sending before a socket counts as backpressured. Default 1 MB. */
  readonly backpressureLimit?: number;
  /** Close a socket that reaches `backpressureLimit`. Default `false`. */
  readonly closeOnBackpressureLimit?: boolean;
  /** Send periodic pings to keep connections alive. Default `true`. */
  readonly sendPings?: boolean;
  /** Include the sender in `socket.publish()`. Default `false`. */
  readonly publishToSelf?: boolean;
  /** Carries rooms and counts to other processes, e.g. `new RedisAdapter({ url })`. Default: this process only. */
  readonly adapter?: WebSocketAdapter;
  /** An event's `data` with a `__proto__` key: `'error'` (a 400, default), `'remove'` or `'ignore'`, as core's. */
  readonly onProtoPoisoning?: PoisoningAction;
  /** An event's `data` with a `constructor.prototype` key: `'error'` (default), `'remove'` or `'ignore'`. */
  readonly onConstructorPoisoning?: PoisoningAction;
}

export type ResolvedConfig = Required<WebSocketConfig>;

export const defaultConfig: ResolvedConfig = Object.freeze({
  perMessageDeflate: false,
  maxPayloadLength: 16 * 1024 * 1024,
  idleTimeout: 120,
  backpressureLimit: 1024 * 1024,
  closeOnBackpressureLimit: false,
  sendPings: true,
  publishToSelf: false,
  adapter: inProcessAdapter,
  onProtoPoisoning: 'error',
  onConstructorPoisoning: 'error',
});

const ACTIONS: readonly unknown[] = ['error', 'remove', 'ignore'];

const compressors = new Set<unknown>([
  true,
  false,
  'disable',
  'shared',
  'dedicated',
  '3KB',
  '4KB',
  '8KB',
  '16KB',
  '32KB',
  '64KB',
  '128KB',
  '256KB',
]);

/**
 * Fills defaults and rejects bad values at `create()`.
 * @example
 * resolveConfig({ idleTimeout: 30 }).maxPayloadLength; // 16777216
 */
export function resolveConfig(config: WebSocketConfig = {}): ResolvedConfig {
  for (const key of Object.keys(config)) {
    if (!Object.hasOwn(defaultConfig, key))
      throw new TypeError(wsErrors.unknownOption(key, Object.keys(defaultConfig)));
  }
  const resolved: ResolvedConfig = { ...defaultConfig, ...stripUndefined(config) };
  checkInteger('maxPayloadLength', resolved.maxPayloadLength, 1);
  // Bun (like uWebSockets) accepts 0 to disable the timeout and at most 960 seconds.
  checkInteger('idleTimeout', resolved.idleTimeout, 0, 960);
  checkInteger('backpressureLimit', resolved.backpressureLimit, 0);
  for (const key of ['closeOnBackpressureLimit', 'sendPings', 'publishToSelf'] as const) {
    if (typeof resolved[key] !== 'boolean') throw new TypeError(wsErrors.badOption(key, 'a boolean', resolved[key]));
  }
  checkDeflate(resolved.perMessageDeflate);
  checkAdapter(resolved.adapter);
  for (const key of ['onProtoPoisoning', 'onConstructorPoisoning'] as const) {
    if (!ACTIONS.includes(resolved[key])) {
      throw new TypeError(wsErrors.badOption(key, "'error', 'remove' or 'ignore'", resolved[key]));
    }
  }
  return Object.freeze(resolved);
}

function stripUndefined(config: WebSocketConfig): WebSocketConfig {
  return Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined));
}

function checkInteger(option: string, value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new TypeError(wsErrors.badOption(option, `an integer from ${min} to ${max}`, value));
  }
}

function checkAdapter(value: unknown): void {
  const adapter = value as Partial<WebSocketAdapter> | null;
  const shaped = typeof adapter === 'object' && adapter !== null;
  if (shaped && typeof adapter.join === 'function' && typeof adapter.name === 'string') return;
  throw new TypeError(wsErrors.badOption('adapter', 'a WebSocketAdapter such as new RedisAdapter({ url })', value));
}

function checkDeflate(value: unknown): void {
  if (typeof value === 'boolean') return;
  const expected = "a boolean or { compress?, decompress? } with booleans or compressor names such as 'shared'";
  if (value === null || typeof value !== 'object')
    throw new TypeError(wsErrors.badOption('perMessageDeflate', expected, value));
  for (const [key, setting] of Object.entries(value)) {
    if ((key !== 'compress' && key !== 'decompress') || !compressors.has(setting)) {
      throw new TypeError(wsErrors.badOption('perMessageDeflate', expected, value));
    }
  }
}
