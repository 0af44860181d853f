import type { StepTracer } from '@fw/core/plugin';
import type { HandlerRecord } from '../metadata/store.ts';
import { readUpgrade } from './upgrade-trace.ts';

type Handler = (...args: unknown[]) => unknown;

/**
 * With the app's `tracing`, each call of a gateway handler is a span: `ws /chat message chat`, `ws /chat open`.
 * An `@OnUpgrade` guard runs inside the upgrade request, a child of its span; every later call on the socket
 * starts a trace of its own, linked to the upgrade's span (README, "Traces").
 */
export function traceHandler(
  steps: StepTracer | undefined,
  namespace: string,
  record: HandlerRecord,
  handler: Handler,
): Handler {
  if (steps === undefined) return handler;
  const kind = record.kind === 'event' ? `message ${record.event}` : record.kind;
  const linkTo = record.kind === 'upgrade' ? undefined : (socket: unknown) => readUpgrade(socket);
  return steps.wrap('websocket', `ws ${namespace} ${kind}`, handler, linkTo);
}
