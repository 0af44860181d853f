import type { StepTracer } from '@fw/core/plugin';
import type { HandlerRecord } from '../metadata/store.ts';

type Handler = (...args: unknown[]) => unknown;

/** With the app's `tracing`, each call of a gateway handler is a span: `ws /chat message chat`, `ws /chat open`. */
export function traceHandler(
  steps: StepTracer | undefined,
  namespace: string,
  record: HandlerRecord,
  handler: Handler,
): Handler {
  if (steps === undefined) return handler;
  const kind = record.kind === 'event' ? `message ${record.event}` : record.kind;
  return steps.wrap('websocket', `ws ${namespace} ${kind}`, handler);
}
