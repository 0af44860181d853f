import type { ErrorLogger } from '../errors/error-logger.ts';
import type { ErrorMapper } from '../answer-errors/error-answer.ts';
import { FwError, messages } from '../errors/catalogue.ts';
import { createPoisonCheck, type PoisonCheck, type PoisoningAction } from '../pipeline/poisoning.ts';
import { SHUTDOWN_SIGNALS, type ShutdownSignal } from './process-shutdown.ts';
import { HttpException } from '../errors/http-exception.ts';
import { describeUnreachablePath, joinPaths } from '../http/path.ts';
import { toValidationException, type ValidationErrorFactory } from '../validation/validate.ts';
import type { HttpRuntime } from '../runtime/http-runtime.ts';
import { bunRuntime } from '../adapter/bun.ts';
import {
  OBSERVABILITY_KEYS,
  readObservability,
  type ObservabilityOptions,
  type ResolvedObservability,
} from '../observability/options.ts';

export interface FwOptions extends ObservabilityOptions {
  /** Largest accepted request body in bytes; more answers 413 unread. Default 1 MiB; `Infinity` for none. */
  readonly bodyLimit?: number;
  readonly hostname?: string;
  /** Where 500s are logged with their stack. Default `console`. */
  readonly logger?: ErrorLogger;
  /**
   * Maps an error to an `HttpException` or a `Response`, or `undefined` for the default; not for raw routes.
   * @example
   * new Fw({ onError: (error) => (error instanceof NotFound ? new NotFoundException(error.message) : undefined) });
   */
  readonly onError?: ErrorMapper;
  /**
   * A JSON body with a `__proto__` key: `'error'` answers 400 (default), `'remove'` strips it, `'ignore'`.
   * @example
   * new Fw({ onProtoPoisoning: 'remove', onConstructorPoisoning: 'remove' });
   */
  readonly onProtoPoisoning?: PoisoningAction;
  /** The same for a `constructor` object that holds a `prototype` key. Default `'error'`. */
  readonly onConstructorPoisoning?: PoisoningAction;
  /**
   * Signals that stop the app gracefully; a second forces the stop. Default `['SIGTERM', 'SIGINT']`.
   * @example
   * new Fw({ shutdownSignals: false }); // the process manager's signal kills at once, as plain Bun does
   */
  readonly shutdownSignals?: boolean | readonly ShutdownSignal[];
  /**
   * Opt-in: an uncaught error is logged, the app stops, the process exits 1 (after `timeout` ms at most).
   * @example
   * new Fw({ stopOnUncaughtError: { timeout: 5_000 } });
   */
  readonly stopOnUncaughtError?: boolean | { readonly timeout?: number };
  /**
   * The exception a failed `@Schema` answers with. Default: 400 `{ statusCode, message, issues }`.
   * @example
   * new Fw({
   *   validationError: (issues) =>
   *     new UnprocessableEntityException({ errors: { body: issues.map((issue) => issue.message) } }),
   * });
   */
  readonly validationError?: ValidationErrorFactory;
  /**
   * A path before every controller route (normalised: `'api/'` is `/api`); raw routes are not prefixed.
   * @example
   * new Fw({ prefix: '/api' }); // @Controller('/users') answers /api/users
   */
  readonly prefix?: string;
  /**
   * Milliseconds without a new request before `stop()` closes the listener and the idle keep-alive connections
   * (responses that end meanwhile wait, then say `Connection: close`); at most 1 s. Default 100.
   * @example
   * new Fw({ drainQuiet: 200 }); // pooled clients that pause up to 200 ms between requests on a socket
   */
  readonly drainQuiet?: number;
  /**
   * What serves HTTP (README "Runtimes"); default Bun's `Bun.serve`, with its native router.
   * @example
   * new Fw({ runtime: myRuntime }); // an object with serve(options) => RunningServer
   */
  readonly runtime?: HttpRuntime;
}

const KNOWN: readonly string[] = [
  'bodyLimit',
  'hostname',
  'logger',
  'onError',
  'shutdownSignals',
  'stopOnUncaughtError',
  'onProtoPoisoning',
  'onConstructorPoisoning',
  'validationError',
  'prefix',
  'drainQuiet',
  'runtime',
  ...OBSERVABILITY_KEYS,
];
const ACTIONS: readonly unknown[] = ['error', 'remove', 'ignore'];
const DEFAULT_SIGNALS: readonly ShutdownSignal[] = ['SIGTERM', 'SIGINT'];
const DEFAULT_UNCAUGHT_TIMEOUT = 10_000;
const DEFAULT_DRAIN_QUIET = 100;
const MAX_DRAIN_QUIET = 1000;
// setTimeout runs a longer delay at once (it is a signed 32-bit count of milliseconds).
const MAX_TIMEOUT = 2 ** 31 - 1;

/** The options as the app uses them: every default filled in. */
export interface ResolvedOptions {
  readonly bodyLimit: number;
  readonly hostname: string | undefined;
  readonly logger: ErrorLogger;
  readonly onError: ErrorMapper | undefined;
  readonly checkBody: PoisonCheck | undefined;
  readonly signals: readonly ShutdownSignal[];
  readonly uncaughtTimeout: number | undefined;
  readonly validationError: ValidationErrorFactory;
  readonly prefix: string;
  readonly drainQuiet: number;
  readonly runtime: HttpRuntime;
  readonly observability: ResolvedObservability;
}

// Checked once: `'1kb'`, `NaN` or a misspelt key (`bodylimit`) would otherwise drop the body limit silently.
export function readOptions(options: FwOptions): ResolvedOptions {
  for (const key of Object.keys(options))
    if (!KNOWN.includes(key)) throw new FwError(messages.unknownOption(key, KNOWN));
  const observability = readObservability(options);
  const { bodyLimit = 1024 * 1024, hostname, logger = observability.errorLogger ?? console, onError } = options;
  const { shutdownSignals = true, stopOnUncaughtError = false } = options;
  if (typeof bodyLimit !== 'number' || Number.isNaN(bodyLimit) || bodyLimit < 0) {
    throw new FwError(
      messages.invalidOption('bodyLimit', bodyLimit, 'a number of bytes from 0 (e.g. 1_048_576), or Infinity'),
    );
  }
  if (hostname !== undefined && typeof hostname !== 'string')
    throw new FwError(messages.invalidOption('hostname', hostname, 'a string'));
  if (typeof logger?.error !== 'function')
    throw new FwError(messages.invalidOption('logger', logger, 'an object with an error() method, like console'));
  if (onError !== undefined && typeof onError !== 'function') {
    throw new FwError(
      messages.invalidOption('onError', onError, 'a function (error, request) => HttpException | Response | undefined'),
    );
  }
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = options;
  assertAction('onProtoPoisoning', onProtoPoisoning);
  assertAction('onConstructorPoisoning', onConstructorPoisoning);
  const checkBody = createPoisonCheck(onProtoPoisoning, onConstructorPoisoning);
  const signals = readSignals(shutdownSignals);
  const uncaughtTimeout = readUncaughtTimeout(stopOnUncaughtError);
  const validationError = readValidationError(options.validationError);
  const prefix = readPrefix(options.prefix);
  const drainQuiet = readDrainQuiet(options.drainQuiet);
  const runtime = readRuntime(options.runtime);
  return {
    bodyLimit,
    hostname,
    logger,
    onError,
    checkBody,
    signals,
    uncaughtTimeout,
    validationError,
    prefix,
    drainQuiet,
    runtime,
    observability,
  };
}

function readDrainQuiet(value: unknown): number {
  if (value === undefined) return DEFAULT_DRAIN_QUIET;
  if (typeof value === 'number' && value >= 0 && value <= MAX_DRAIN_QUIET) return value;
  const expected = `a number of milliseconds from 0 to ${MAX_DRAIN_QUIET}`;
  throw new FwError(messages.invalidOption('drainQuiet', value, expected));
}

function readRuntime(value: unknown): HttpRuntime {
  // The default wiring: the one importer of Bun's adapter.
  if (value === undefined) return bunRuntime;
  const runtime = value as Partial<HttpRuntime> | null;
  if (typeof runtime?.serve !== 'function' || typeof runtime.name !== 'string') {
    throw new FwError(messages.invalidOption('runtime', value, 'an HttpRuntime: { name, serve(options), workers? }'));
  }
  return runtime as HttpRuntime;
}

function readPrefix(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value !== 'string') throw new FwError(messages.invalidOption('prefix', value, "a path such as '/api'"));
  const prefix = joinPaths(value);
  const unreachable = describeUnreachablePath(prefix);
  if (unreachable !== undefined) throw new FwError(messages.unreachablePrefix(value, unreachable));
  return prefix === '/' ? '' : prefix;
}

// Anything but an HttpException would be a 500 for every invalid request.
function readValidationError(factory: unknown): ValidationErrorFactory {
  if (factory === undefined) return toValidationException;
  if (typeof factory !== 'function') {
    const expected = 'a function (issues, where) => HttpException';
    throw new FwError(messages.invalidOption('validationError', factory, expected));
  }
  return (issues, where) => {
    const exception: unknown = factory(issues, where);
    if (exception instanceof HttpException) return exception;
    throw new TypeError(messages.validationErrorReturned(exception));
  };
}

// A misspelt action (`'strip'`) would otherwise leave poisoned bodies through unnoticed.
function assertAction(key: string, value: unknown): void {
  if (!ACTIONS.includes(value)) throw new FwError(messages.invalidOption(key, value, "'error', 'remove' or 'ignore'"));
}

function readSignals(value: unknown): readonly ShutdownSignal[] {
  if (value === true) return DEFAULT_SIGNALS;
  if (value === false) return [];
  const known: readonly unknown[] = SHUTDOWN_SIGNALS;
  if (!Array.isArray(value) || !value.every((signal) => known.includes(signal))) {
    const expected = `true, false or a list of ${SHUTDOWN_SIGNALS.join(', ')}`;
    throw new FwError(messages.invalidOption('shutdownSignals', value, expected));
  }
  return [...new Set(value as ShutdownSignal[])];
}

function readUncaughtTimeout(value: unknown): number | undefined {
  if (value === false) return undefined;
  if (value === true) return DEFAULT_UNCAUGHT_TIMEOUT;
  const timeout = isTimeoutOnly(value) ? (value.timeout ?? DEFAULT_UNCAUGHT_TIMEOUT) : undefined;
  if (typeof timeout !== 'number' || !(timeout > 0 && timeout <= MAX_TIMEOUT)) {
    const expected = `true, false or { timeout: milliseconds from 1 to ${MAX_TIMEOUT} }`;
    const given = isTimeoutOnly(value) ? value.timeout : value;
    throw new FwError(messages.invalidOption('stopOnUncaughtError', given, expected));
  }
  return timeout;
}

function isTimeoutOnly(value: unknown): value is { timeout?: unknown } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.keys(value).every((key) => key === 'timeout');
}
