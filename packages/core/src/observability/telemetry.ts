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
  wrap<A extends unknown[], R>(step: string, name: string, fn: (...args: A) => R): (...args: A) => R;
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
