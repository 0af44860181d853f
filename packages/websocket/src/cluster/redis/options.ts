import { wsErrors } from '../../errors.ts';

/** `new RedisAdapter(options)`. Only `url` is required. */
export interface RedisAdapterOptions {
  /** `redis://[user:password@]host:port[/db]`; `rediss://` for TLS, `redis+unix:///path` for a socket. */
  readonly url: string;
  /** Begins the channel and every key; the processes of one app share it. Default `'fw:ws'`. */
  readonly prefix?: string;
  /** Milliseconds between two writes of this process's counts (and a check that Redis answers). Default 5000. */
  readonly heartbeatInterval?: number;
  /** Milliseconds after its last heartbeat that a silent process's counts expire. Default 10000. */
  readonly heartbeatTimeout?: number;
  /** Milliseconds a connection attempt may take. Default 5000. */
  readonly connectionTimeout?: number;
}

export type ResolvedRedisOptions = Required<RedisAdapterOptions>;

/** socket.io's cluster adapters' figures: a beat every 5 s, a process gone after 10 s of silence. */
const defaults: Omit<ResolvedRedisOptions, 'url'> = {
  prefix: 'fw:ws',
  heartbeatInterval: 5000,
  heartbeatTimeout: 10_000,
  connectionTimeout: 5000,
};

const SCHEMES = ['redis:', 'rediss:', 'valkey:', 'valkeys:', 'redis+tls:', 'redis+unix:', 'redis+tls+unix:'];

/**
 * Fills defaults and rejects bad values in the adapter's constructor.
 * @example
 * resolveRedisOptions({ url: 'redis://localhost:6379' }).heartbeatTimeout; // 10000
 */
export function resolveRedisOptions(options: RedisAdapterOptions): ResolvedRedisOptions {
  if (typeof options !== 'object' || options === null) {
    const expected = "a Redis URL, as in new RedisAdapter({ url: 'redis://…' })";
    throw new TypeError(wsErrors.badRedisOption('url', expected, options));
  }
  const known = ['url', ...Object.keys(defaults)];
  for (const key of Object.keys(options)) {
    if (!known.includes(key)) throw new TypeError(wsErrors.unknownRedisOption(key, known));
  }
  const defined = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  const resolved: ResolvedRedisOptions = { ...defaults, ...defined, url: options.url };
  checkUrl(resolved.url);
  if (typeof resolved.prefix !== 'string' || resolved.prefix === '') {
    throw new TypeError(wsErrors.badRedisOption('prefix', 'a non-empty string', resolved.prefix));
  }
  checkMilliseconds('heartbeatInterval', resolved.heartbeatInterval, 1);
  checkMilliseconds('heartbeatTimeout', resolved.heartbeatTimeout, resolved.heartbeatInterval + 1);
  checkMilliseconds('connectionTimeout', resolved.connectionTimeout, 1);
  return Object.freeze(resolved);
}

/**
 * The URL as messages show it: the password masked.
 * @example
 * redactUrl('redis://app:s3cret@cache:6379/0'); // 'redis://app:***@cache:6379/0'
 */
export function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password === '') return url;
  parsed.password = '***';
  return parsed.href;
}

function checkUrl(url: unknown): void {
  const expected = `a URL with one of the schemes ${SCHEMES.map((scheme) => `${scheme}//`).join(', ')}`;
  if (typeof url !== 'string' || !URL.canParse(url) || !SCHEMES.includes(new URL(url).protocol)) {
    throw new TypeError(wsErrors.badRedisOption('url', expected, typeof url === 'string' ? redactText(url) : url));
  }
}

/** A string that is not a URL may still hold a password (`user:pass@host` without a scheme). */
function redactText(text: string): string {
  return text.replace(/:[^:@/]*@/, ':***@');
}

function checkMilliseconds(option: string, value: unknown, min: number): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > 2 ** 31 - 1) {
    throw new TypeError(wsErrors.badRedisOption(option, `a whole number of milliseconds from ${min}`, value));
  }
}
