import type { FwOptions } from '@fw/core';

// FW_OBSERVE=log,tracing (bench/http/run.ts): fw's options with logs to /dev/null and spans to a discarding SDK.
export async function readObservability(value: string | undefined): Promise<FwOptions> {
  const parts = new Set(value?.split(',') ?? []);
  const options: { log?: FwOptions['log']; tracing?: boolean; requestId?: boolean } = {};
  if (parts.has('ids')) options.requestId = true;
  if (parts.has('log')) {
    const sink = Bun.file('/dev/null').writer();
    options.log = { format: 'json', write: (line) => void sink.write(`${line}\n`) };
  }
  if (parts.has('tracing')) {
    await installDiscardingTracer();
    options.tracing = true;
  }
  return options;
}

async function installDiscardingTracer(): Promise<void> {
  const { context, propagation, trace } = await import('@opentelemetry/api');
  const { AsyncLocalStorageContextManager } = await import('@opentelemetry/context-async-hooks');
  const { W3CTraceContextPropagator } = await import('@opentelemetry/core');
  const { BasicTracerProvider, BatchSpanProcessor } = await import('@opentelemetry/sdk-trace-base');
  const exporter = {
    export: (_spans: unknown, done: (result: { code: 0 }) => void) => done({ code: 0 }),
    shutdown: async () => {},
  };
  trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new BatchSpanProcessor(exporter)] }));
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
}
