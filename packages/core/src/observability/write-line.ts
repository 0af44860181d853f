import type { ResolvedLogOptions } from './log-options.ts';

const NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const REDACTED = '[Redacted]';

/** One line in pino's shape (`level`, `time`, then the fields, `msg`), redacted, as JSON or for a person. */
export function toLine(options: ResolvedLogOptions, level: number, fields: Record<string, unknown>, msg: string) {
  const record = redact({ level, time: Date.now(), ...options.base, ...fields, msg }, options.redact, 0);
  if (!options.pretty) return JSON.stringify(record, mayHoldError(record, 0) ? replaceErrors : undefined);
  const { level: _level, time, msg: text, reqId, ...rest } = record;
  const clock = new Date(time as number).toISOString().slice(11, 23);
  const extra = Object.keys(rest).length > 0 ? ` ${JSON.stringify(rest, replaceErrors)}` : '';
  const id = reqId === undefined ? '' : `[${reqId}] `;
  return `${clock} ${(NAMES[level] ?? String(level)).padEnd(5)} ${id}${text}${extra}`;
}

// Plain objects and arrays down to a few levels: headers sit at `req.headers`.
function redact(value: Record<string, unknown>, names: ReadonlySet<string>, depth: number): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    const field = value[key];
    const replaced = names.has(key.toLowerCase())
      ? REDACTED
      : depth < 3 && isPlain(field)
        ? redact(field, names, depth + 1)
        : field;
    if (replaced !== field) (copy ??= { ...value })[key] = replaced;
  }
  return copy ?? value;
}

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

// A replacer is a call per key: a line without an Error (an access line) is written without one. Too deep: assume one.
function mayHoldError(value: unknown, depth: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (value instanceof Error || depth > 8 || typeof (value as { toJSON?: unknown }).toJSON === 'function') return true;
  for (const key in value) if (mayHoldError((value as Record<string, unknown>)[key], depth + 1)) return true;
  return false;
}

// pino's `err` serializer: an Error's own fields do not survive JSON.stringify.
function replaceErrors(_key: string, value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  return { type: value.name, message: value.message, stack: value.stack };
}
