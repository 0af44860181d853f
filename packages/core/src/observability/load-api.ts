import { FwError, messages } from '../errors/catalogue.ts';

export type OpenTelemetryApi = typeof import('@opentelemetry/api');

/** `@opentelemetry/api` is an optional peer: loaded at `listen()` only when `tracing` or `metrics` is on. */
export async function loadOpenTelemetry(option: string): Promise<OpenTelemetryApi> {
  try {
    return await import('@opentelemetry/api');
  } catch (error) {
    throw new FwError(messages.openTelemetryMissing(option), { cause: error });
  }
}
