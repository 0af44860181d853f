import type { AppRegistry } from './registry.ts';
import { readOwnMarker } from '../cluster/worker-marker.ts';
import type { PreparedApp } from './prepare.ts';
import { addHealthRoutes } from './health-routes.ts';
import { createAccessLog } from '../observability/access-log.ts';
import { instrumentApp } from './instrument.ts';
import type { RequestObserver } from '../observability/request-observer.ts';
import { loadOpenTelemetry, type OpenTelemetryApi } from '../observability/load-api.ts';
import { defaultLogOptions, type ResolvedLogOptions } from '../observability/log-options.ts';
import { Logger } from '../observability/logger.ts';
import { createMetrics } from '../observability/metrics.ts';
import type { ResolvedObservability } from '../observability/options.ts';
import { createTracing } from '../observability/tracing.ts';
import { createStepTracer, type StepTracer } from '../observability/steps.ts';
import { TELEMETRY, type FwMeter } from '../observability/telemetry.ts';

/** The app's side of observability: what `new Fw()` registers, what `listen()` wraps, what `stop()` flips. */
export interface Observation {
  /** Loads `@opentelemetry/api` when asked for; the route steps' tracer, before the routes are compiled. */
  load(): Promise<StepTracer | undefined>;
  /** The app with the instrumented path, or `prepared` itself when nothing per request is on. */
  instrument(prepared: PreparedApp): Promise<PreparedApp>;
  /** Readiness goes false: called first thing in a graceful stop, before the drain. */
  stopping(): void;
}

export function observe(registry: AppRegistry, options: ResolvedObservability): Observation {
  const logger = new Logger(withWorker(options.log ?? defaultLogOptions(), readOwnMarker()?.id));
  const telemetry: { meter: FwMeter | undefined; steps: StepTracer | undefined } = {
    meter: undefined,
    steps: undefined,
  };
  registry.providers.push({ provide: Logger, useValue: logger }, { provide: TELEMETRY, useValue: telemetry });
  let stopping = false;
  let api: OpenTelemetryApi | undefined;
  if (options.health !== undefined) addHealthRoutes(registry, options.health, () => stopping);
  return {
    load: async () => {
      if (options.tracing || options.metrics) api = await loadOpenTelemetry(options.tracing ? 'tracing' : 'metrics');
      if (options.metrics && api) telemetry.meter = api.metrics.getMeter('@fw/core');
      telemetry.steps = options.tracing && api ? createStepTracer(api) : undefined;
      return telemetry.steps;
    },
    instrument: async (prepared) => {
      const header = options.idHeader;
      if (header === undefined) return prepared;
      const observers: RequestObserver[] = [];
      if (options.tracing && api) observers.push(createTracing(api));
      if (options.metrics && api) observers.push(createMetrics(api));
      if (options.log?.access) observers.push(createAccessLog(logger));
      return instrumentApp(prepared, header, observers);
    },
    stopping: () => void (stopping = true),
  };
}

// A worker's lines name it, as PM2's instance number: the app's own `base` fields come after and win.
function withWorker(options: ResolvedLogOptions, worker: number | undefined): ResolvedLogOptions {
  return worker === undefined ? options : { ...options, base: { worker, ...options.base } };
}
