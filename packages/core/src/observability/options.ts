import { FwError, messages } from '../errors/catalogue.ts';
import { DEFAULT_ID_HEADER, type RequestIdOptions } from '../context/request-id.ts';
import { readLogOptions, type LogOptions, type ResolvedLogOptions } from './log-options.ts';
import { isHealthIndicator, type HealthIndicator } from './health-check.ts';
import { Logger, toErrorLogger } from './logger.ts';
import type { ErrorLogger } from '../errors/error-logger.ts';

/** The options of `new Fw()` that turn on ids, logs, traces, metrics and health routes; all off by default. */
export interface ObservabilityOptions {
  /**
   * Echoes each request's id (`ctx.requestId`) on its response, from `x-request-id` or generated.
   * @example
   * new Fw({ requestId: { header: 'x-correlation-id' } });
   */
  readonly requestId?: boolean | RequestIdOptions;
  /**
   * Structured logs: an access line per request, the error log, the `Logger` service; request ids come with it.
   * @example
   * new Fw({ log: { level: 'info', format: 'json', access: true } });
   */
  readonly log?: boolean | LogOptions;
  /** OpenTelemetry spans through `@opentelemetry/api` (install it and an SDK); request ids come with it. */
  readonly tracing?: boolean;
  /** OpenTelemetry metrics through `@opentelemetry/api`: request duration, active requests. */
  readonly metrics?: boolean;
  /**
   * `GET /health` (live) and `GET /ready` (ready: the checks, 503 once `stop()` begins).
   * @example
   * new Fw({ health: { path: '/livez', readyPath: '/readyz', checks: [redisAdapter] } });
   */
  readonly health?: boolean | HealthOptions;
}

export interface HealthOptions {
  readonly path?: string;
  readonly readyPath?: string;
  /** Checks beside the providers that implement `HealthIndicator`. */
  readonly checks?: readonly HealthIndicator[];
}

export const OBSERVABILITY_KEYS: readonly string[] = ['requestId', 'log', 'tracing', 'metrics', 'health'];

export interface ResolvedObservability {
  /** `undefined`: nothing per request, the request path is the plain one. */
  readonly idHeader: string | undefined;
  readonly log: ResolvedLogOptions | undefined;
  readonly tracing: boolean;
  readonly metrics: boolean;
  readonly health: Required<HealthOptions> | undefined;
  /** With `log` on, fw's error log (unless `logger` is given) is the structured one. */
  readonly errorLogger: ErrorLogger | undefined;
}

export function readObservability(options: ObservabilityOptions): ResolvedObservability {
  const { requestId = false, log = false, tracing = false, metrics = false, health = false } = options;
  const resolvedLog = readLogOptions(log);
  assertBoolean('tracing', tracing);
  assertBoolean('metrics', metrics);
  const idOn = requestId !== false || resolvedLog !== undefined || tracing || metrics;
  return {
    idHeader: idOn ? readIdHeader(requestId) : undefined,
    log: resolvedLog,
    tracing,
    metrics,
    health: readHealth(health),
    errorLogger: resolvedLog && toErrorLogger(new Logger(resolvedLog)),
  };
}

function readIdHeader(value: unknown): string {
  if (value === true || value === false) return DEFAULT_ID_HEADER;
  const header = isObject(value) ? ((value as RequestIdOptions).header ?? DEFAULT_ID_HEADER) : undefined;
  if (typeof header !== 'string' || !/^[!#$%&'*+.^`|~\w-]+$/.test(header)) {
    const expected = "a header name such as 'x-request-id'";
    const given = isObject(value) ? (value as RequestIdOptions).header : value;
    throw new FwError(messages.invalidOption('requestId.header', given, expected));
  }
  return header.toLowerCase();
}

function readHealth(value: unknown): Required<HealthOptions> | undefined {
  if (value === false) return undefined;
  const given = value === true ? {} : value;
  const expected = "true, or { path: '/health', readyPath: '/ready', checks: [indicator] }";
  if (!isObject(given)) throw new FwError(messages.invalidOption('health', value, expected));
  const { path = '/health', readyPath = '/ready', checks = [] } = given as HealthOptions;
  const valid =
    typeof path === 'string' &&
    path.startsWith('/') &&
    typeof readyPath === 'string' &&
    readyPath.startsWith('/') &&
    Array.isArray(checks) &&
    checks.every((check: unknown) => isHealthIndicator(check));
  if (!valid) throw new FwError(messages.invalidOption('health', value, expected));
  return { path, readyPath, checks };
}

function assertBoolean(key: string, value: unknown): void {
  if (typeof value !== 'boolean') throw new FwError(messages.invalidOption(key, value, 'true or false'));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
