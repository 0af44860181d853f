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
  /** Fields on every line (`{ region: 'eu' }`); a worker's lines also carry `worker`. */
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
const EXPECTED = "true, or { level: 'info', format: 'json' | 'pretty', access, redact: [names], write, base }";
const CHECKS: Record<string, [(value: unknown) => boolean, string]> = {
  level: [(value) => typeof value === 'string' && value in LEVELS, Object.keys(LEVELS).join(', ')],
  format: [(value) => value === 'json' || value === 'pretty', "'json' or 'pretty'"],
  access: [(value) => typeof value === 'boolean', 'true or false'],
  redact: [(value) => Array.isArray(value) && value.every((name) => typeof name === 'string'), 'a list of names'],
  write: [(value) => typeof value === 'function', 'a function (line) => void'],
  base: [(value) => typeof value === 'object' && value !== null, 'an object of fields'],
};

export function readLogOptions(value: unknown): ResolvedLogOptions | undefined {
  if (value === false) return undefined;
  const given = value === true ? {} : value;
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    throw new FwError(messages.invalidOption('log', value, EXPECTED));
  const options = given as Record<string, unknown> & LogOptions;
  for (const key of Object.keys(options))
    if (!(key in CHECKS)) throw new FwError(messages.unknownOption(`log.${key}`, Object.keys(CHECKS)));
  for (const [key, [check, expected]] of Object.entries(CHECKS))
    if (options[key] !== undefined && !check(options[key]))
      throw new FwError(messages.invalidOption(`log.${key}`, options[key], expected));
  const redact = [...ALWAYS_REDACTED, ...(options.redact ?? [])].map((name) => name.toLowerCase());
  return {
    level: LEVELS[options.level ?? 'info'],
    pretty: options.format === undefined ? isDevelopmentTerminal() : options.format === 'pretty',
    access: options.access ?? true,
    redact: new Set(redact),
    write: options.write ?? ((line) => process.stdout.write(`${line}\n`)),
    base: options.base ?? {},
  };
}

/** The options an app without `log` uses for its `Logger` service. */
export function defaultLogOptions(): ResolvedLogOptions {
  return readLogOptions(true) as ResolvedLogOptions;
}

function isDevelopmentTerminal(): boolean {
  return process.env.NODE_ENV !== 'production' && process.stdout.isTTY === true;
}
