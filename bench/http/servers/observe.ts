import { openSync, writeSync } from 'node:fs';
import type { FwOptions } from '@fw/core';

// FW_OBSERVE=log,tracing (bench/http/observed.ts): fw's options with logs to /dev/null and spans to a discarding SDK.
export async function readObservability(value: string | undefined): Promise<FwOptions> {
  const parts = new Set(value?.split(',') ?? []);
  const options: { log?: FwOptions['log']; tracing?: boolean; requestId?: boolean } = {};
  if (parts.has('ids')) options.requestId = true;
  if (parts.has('log')) options.log = { format: 'json', write: createDevNullSink() };
  if (parts.has('tracing')) {
    await installDiscardingTracer();
    options.tracing = true;
  }
  return options;
}

// Buffered as pino's sonic-boom is (16 KiB, then one write), the same on Bun and Node.
function createDevNullSink(): (line: string) => void {
  const fd = openSync('/dev/null', 'w');
  let buffered = '';
  return (line) => {
    buffered += `${line}\n`;
    if (buffered.length < 16_384) return;
    writeSync(fd, buffered);
    buffered = '';
  };
}

/** An exporter that drops every span: the SDK's work per span is measured, not a collector's. */
export const discardingExporter = {
  export: (_spans: unknown, done: (result: { code: 0 }) => void) => done({ code: 0 }),
  shutdown: async () => {},
};

async function installDiscardingTracer(): Promise<void> {
  const { context, propagation, trace } = await import('@opentelemetry/api');
  const { AsyncLocalStorageContextManager } = await import('@opentelemetry/context-async-hooks');
  const { W3CTraceContextPropagator } = await import('@opentelemetry/core');
  const { BasicTracerProvider, BatchSpanProcessor } = await import('@opentelemetry/sdk-trace-base');
  const processor = new BatchSpanProcessor(discardingExporter);
  trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [processor] }));
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
}
