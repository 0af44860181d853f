/** One indicator's state, as `@nestjs/terminus` writes it: `{ redis: { status: 'up' } }`. */
export type HealthIndicatorResult = Record<string, { readonly status: 'up' | 'down'; readonly [key: string]: unknown }>;

/**
 * A readiness check: a provider that implements it is asked by `GET /ready`; a throw counts as down.
 * @example
 * @Service() class Db implements HealthIndicator {
 *   async checkHealth() { await this.sql`select 1`; return { db: { status: 'up' } }; }
 * }
 */
export interface HealthIndicator {
  checkHealth(): HealthIndicatorResult | Promise<HealthIndicatorResult>;
}

/** The body of `/health` and `/ready`, in terminus's shape. */
export interface HealthReport {
  readonly status: 'ok' | 'error' | 'shutting_down';
  readonly info: HealthIndicatorResult;
  readonly error: HealthIndicatorResult;
  readonly details: HealthIndicatorResult;
}

export function isHealthIndicator(value: unknown): value is HealthIndicator {
  return typeof value === 'object' && value !== null && typeof (value as HealthIndicator).checkHealth === 'function';
}

/** Runs the checks together; an indicator that throws is `down` under its class name, with the message. */
export async function runHealthChecks(indicators: readonly HealthIndicator[]): Promise<HealthReport> {
  const results = await Promise.all(indicators.map(runOne));
  const info: Record<string, HealthIndicatorResult[string]> = {};
  const error: Record<string, HealthIndicatorResult[string]> = {};
  for (const result of results)
    for (const [key, state] of Object.entries(result)) (state.status === 'up' ? info : error)[key] = state;
  const status = Object.keys(error).length === 0 ? 'ok' : 'error';
  return { status, info, error, details: { ...info, ...error } };
}

async function runOne(indicator: HealthIndicator): Promise<HealthIndicatorResult> {
  try {
    return await indicator.checkHealth();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { [indicator.constructor.name]: { status: 'down', message } };
  }
}
