import { FwError, messages } from '../errors/catalogue.ts';

export type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/** pino's numbers, so log tooling that reads pino's lines reads fw's. */
export const LEVELS: Readonly<Record<LogLevel, number>> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};

export interface LogOptions {
  /** The lowest level written. Default `'info'`. */
  readonly level?: LogLevel;
  /** `'json'` lines (default when `NODE_ENV` is `production` or the output is not a terminal), or `'pretty'`. */
  readonly format?: 'json' | 'pretty';
  /** One line per request: method, route template, status, bytes, duration. Default `true`. */
  readonly access?: boolean;
  /** Field and header names written as `[Redacted]`, beside `authorization`, `cookie` and `set-cookie`. */
  readonly redact?: readonly string[];
  /** Where each line goes (without its newline). Default: standard output. */
  readonly write?: (line: string) => void;
  /** Fields on every line (`{ worker: app.workerId }`). */
  readonly base?: Readonly<Record<string, unknown>>;
}

export interface ResolvedLogOptions {
  readonly level: number;
  readonly pretty: boolean;
  readonly access: boolean;
  readonly redact: ReadonlySet<string>;
  readonly write: (line: string) => void;
  readonly base: Readonly<Record<string, unknown>>;
}

const ALWAYS_REDACTED = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie'];
const KEYS = ['level', 'format', 'access', 'redact', 'write', 'base'];
const EXPECTED = "true, or { level: 'info', format: 'json' | 'pretty', access, redact: [names], write, base }";

export function readLogOptions(value: unknown): ResolvedLogOptions | undefined {
  if (value === false) return undefined;
  const given = (value === true ? {} : value) as LogOptions;
  const valid =
    typeof given === 'object' &&
    given !== null &&
    Object.keys(given).every((key) => KEYS.includes(key)) &&
    (given.level === undefined || given.level in LEVELS) &&
    (given.format === undefined || given.format === 'json' || given.format === 'pretty') &&
    (given.access === undefined || typeof given.access === 'boolean') &&
    (given.redact === undefined || (Array.isArray(given.redact) && given.redact.every((n) => typeof n === 'string'))) &&
    (given.write === undefined || typeof given.write === 'function');
  if (!valid) throw new FwError(messages.invalidOption('log', value, EXPECTED));
  const redact = [...ALWAYS_REDACTED, ...(given.redact ?? [])].map((name) => name.toLowerCase());
  return {
    level: LEVELS[given.level ?? 'info'],
    pretty: given.format === undefined ? isDevelopmentTerminal() : given.format === 'pretty',
    access: given.access ?? true,
    redact: new Set(redact),
    write: given.write ?? ((line) => process.stdout.write(`${line}\n`)),
    base: given.base ?? {},
  };
}

/** The options an app without `log` uses for its `Logger` service. */
export function defaultLogOptions(): ResolvedLogOptions {
  return readLogOptions(true) as ResolvedLogOptions;
}

function isDevelopmentTerminal(): boolean {
  return process.env.NODE_ENV !== 'production' && process.stdout.isTTY === true;
}
