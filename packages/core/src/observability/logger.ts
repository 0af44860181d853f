import { LEVELS, type LogLevel, type ResolvedLogOptions } from './log-options.ts';
import { requestScope } from './request-scope.ts';
import { toLine } from './write-line.ts';

type Fields = Readonly<Record<string, unknown>>;

/**
 * fw's structured logger, injectable in any service; inside a request its lines carry the request's `reqId`.
 * @example
 * @Service() class Orders {
 *   constructor(private readonly log: Logger) {}
 *   place(sku: string) { this.log.info({ sku }, 'order placed'); }
 * }
 */
export class Logger {
  readonly #options: ResolvedLogOptions;
  readonly #bindings: Fields;

  constructor(options: ResolvedLogOptions, bindings: Fields = {}) {
    this.#options = options;
    this.#bindings = bindings;
  }

  /** A logger whose lines all carry `bindings`. */
  child(bindings: Fields): Logger {
    return new Logger(this.#options, { ...this.#bindings, ...bindings });
  }

  isLevelEnabled(level: LogLevel): boolean {
    return LEVELS[level] >= this.#options.level;
  }

  trace(fieldsOrMsg: Fields | string, msg?: string): void {
    this.#log(10, fieldsOrMsg, msg);
  }
  debug(fieldsOrMsg: Fields | string, msg?: string): void {
    this.#log(20, fieldsOrMsg, msg);
  }
  info(fieldsOrMsg: Fields | string, msg?: string): void {
    this.#log(30, fieldsOrMsg, msg);
  }
  warn(fieldsOrMsg: Fields | string, msg?: string): void {
    this.#log(40, fieldsOrMsg, msg);
  }
  error(fieldsOrMsg: Fields | string | Error, msg?: string): void {
    this.#log(50, fieldsOrMsg instanceof Error ? { err: fieldsOrMsg } : fieldsOrMsg, msg ?? readMessage(fieldsOrMsg));
  }
  fatal(fieldsOrMsg: Fields | string, msg?: string): void {
    this.#log(60, fieldsOrMsg, msg);
  }

  #log(level: number, fieldsOrMsg: Fields | string, msg: string | undefined): void {
    if (level < this.#options.level) return;
    const fields = typeof fieldsOrMsg === 'string' ? {} : fieldsOrMsg;
    const text = typeof fieldsOrMsg === 'string' ? fieldsOrMsg : (msg ?? '');
    const reqId = requestScope.getStore()?.id;
    const bound = reqId === undefined ? this.#bindings : { reqId, ...this.#bindings };
    this.#options.write(toLine(this.#options, level, { ...bound, ...fields }, text));
  }
}

function readMessage(value: unknown): string | undefined {
  return value instanceof Error ? value.message : undefined;
}

/** fw's own error log (`ErrorLogger`) written as `level: 50` lines: the message, then `err`. */
export function toErrorLogger(logger: Logger): { error(...data: unknown[]): void } {
  return {
    error: (...data) => {
      const msg = data.filter((item) => typeof item === 'string').join(' ');
      const err = data.find((item) => typeof item !== 'string');
      logger.error(err === undefined ? {} : { err }, msg);
    },
  };
}
