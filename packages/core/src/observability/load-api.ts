import { FwError, messages } from '../errors/catalogue.ts';
import type { FwMeter } from './telemetry.ts';

type Attributes = Record<string, string | number>;

/** The span calls fw makes, typed here so a consumer without the optional peer still type-checks fw. */
export interface OtelSpan {
  setAttribute(key: string, value: string | number): unknown;
  setStatus(status: { code: number }): unknown;
  recordException(exception: Error | string): void;
  spanContext(): OtelSpanContext;
  end(): void;
}

export interface OtelSpanContext {
  readonly traceId: string;
  readonly spanId: string;
}

export interface OtelContext {
  readonly __brand?: 'OpenTelemetry Context';
}

interface SpanOptions {
  kind?: number;
  attributes?: Attributes;
  links?: { context: OtelSpanContext }[];
  root?: boolean;
}

interface Tracer {
  startSpan(name: string, options: SpanOptions, context?: OtelContext): OtelSpan;
}

interface Instrument {
  add(value: number, attributes?: Attributes): void;
  record(value: number, attributes?: Attributes): void;
}

/** The part of `@opentelemetry/api` fw uses. */
export interface OpenTelemetryApi {
  readonly trace: {
    getTracer(name: string): Tracer;
    setSpan(context: OtelContext, span: OtelSpan): OtelContext;
    getActiveSpan(): OtelSpan | undefined;
  };
  readonly context: {
    active(): OtelContext;
    with<A extends unknown[], R>(context: OtelContext, fn: (...args: A) => R, thisArg?: unknown, ...args: A): R;
  };
  readonly propagation: {
    extract<C>(
      context: OtelContext,
      carrier: C,
      getter: { keys(carrier: C): string[]; get(carrier: C, key: string): string | undefined },
    ): OtelContext;
  };
  readonly metrics: {
    getMeter(name: string): FwMeter & {
      createHistogram(name: string, options?: { unit?: string; description?: string }): Instrument;
      createUpDownCounter(name: string, options?: { unit?: string; description?: string }): Instrument;
    };
  };
  readonly SpanKind: { readonly SERVER: number };
  readonly SpanStatusCode: { readonly ERROR: number };
}

// A specifier in a variable: neither TypeScript nor a bundler resolves the optional peer ahead of time.
const API = '@opentelemetry/api';

/** `@opentelemetry/api` is an optional peer: loaded at `listen()` only when `tracing` or `metrics` is on. */
export async function loadOpenTelemetry(option: string): Promise<OpenTelemetryApi> {
  try {
    return (await import(API)) as OpenTelemetryApi;
  } catch (error) {
    throw new FwError(messages.openTelemetryMissing(option), { cause: error });
  }
}
