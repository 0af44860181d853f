import { createToken } from '../metadata/token.ts';

/** The part of an OpenTelemetry `Meter` a plugin needs for a gauge, typed without the optional peer. */
export interface FwMeter {
  createObservableUpDownCounter(
    name: string,
    options?: { readonly description?: string; readonly unit?: string },
  ): { addCallback(callback: (result: ObservedValues) => void): void };
}

export interface ObservedValues {
  observe(value: number, attributes?: Record<string, string>): void;
}

/** Wraps one step of a route (guard, validation, handler, filters) in a child span; built at `listen()`. */
export interface StepTracer {
  /**
   * With `linkTo`, each call whose arguments name an origin starts a trace of its own, linked to that origin
   * (a WebSocket message to its upgrade), rather than a child of the active span.
   */
  wrap<A extends unknown[], R>(
    step: string,
    name: string,
    fn: (...args: A) => R,
    linkTo?: (...args: A) => SpanOrigin | undefined,
  ): (...args: A) => R;
  /** The active span, kept to link later spans to: what a WebSocket remembers of its upgrade request. */
  origin(): SpanOrigin | undefined;
}

/** A span's W3C ids, which later traces link to. */
export interface SpanOrigin {
  readonly traceId: string;
  readonly spanId: string;
}

/** The app's meter when `metrics` is on, its span wrapper when `tracing` is; set before the plugins' `setup()`. */
export interface Telemetry {
  readonly meter: FwMeter | undefined;
  readonly steps: StepTracer | undefined;
}

/**
 * What a plugin resolves to report its own metrics through the app's `metrics` option.
 * @example
 * host.onInit(() => host.resolve(TELEMETRY).meter?.createObservableUpDownCounter('my.queue.depth'));
 */
export const TELEMETRY = createToken<Telemetry>('TELEMETRY');
