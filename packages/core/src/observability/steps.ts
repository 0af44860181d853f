import type { OpenTelemetryApi } from './load-api.ts';
import type { SpanOrigin, StepTracer } from './telemetry.ts';

export type { SpanOrigin, StepTracer };

/** `fn` itself without tracing, so the plain path keeps its closures. */
export function traceStep<A extends unknown[], R>(
  steps: StepTracer | undefined,
  step: string,
  name: string,
  fn: (...args: A) => R,
): (...args: A) => R {
  return steps === undefined ? fn : steps.wrap(step, name, fn);
}

export function createStepTracer(api: OpenTelemetryApi): StepTracer {
  const tracer = api.trace.getTracer('@fw/core');
  return {
    origin: () => api.trace.getActiveSpan()?.spanContext(),
    wrap: (step, name, fn, linkTo) => {
      const attributes = { 'fw.step': step };
      return (...args) => {
        const origin = linkTo?.(...args);
        // OpenTelemetry's messaging conventions: a long-lived connection's messages link to it, not nest in it.
        const options =
          origin === undefined ? { attributes } : { attributes, root: true, links: [{ context: origin }] };
        const span = tracer.startSpan(name, options);
        const fail = (error: unknown) => {
          span.recordException(error instanceof Error ? error : String(error));
          span.setStatus({ code: api.SpanStatusCode.ERROR });
          span.end();
        };
        let result: ReturnType<typeof fn>;
        try {
          result = api.context.with(api.trace.setSpan(api.context.active(), span), fn, undefined, ...args);
        } catch (error) {
          fail(error);
          throw error;
        }
        if (!(result instanceof Promise)) {
          span.end();
          return result;
        }
        return result.then(
          (value: unknown) => {
            span.end();
            return value;
          },
          (error: unknown) => {
            fail(error);
            throw error;
          },
        ) as typeof result;
      };
    },
  };
}
