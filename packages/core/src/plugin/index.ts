// `@fw/core/plugin`: what a plugin or runtime author needs beyond the app author's root (`@fw/core`).
export type {
  ControllerRouteInfo,
  FallbackHandler,
  FallbackPass,
  FwPlugin,
  PluginHost,
  RouteOptions,
} from './contract.ts';
export type { HttpRuntime, RunningServer, ServeOptions } from '../runtime/http-runtime.ts';
export type { PlainAnswers } from '../runtime/plain-answers.ts';
export type { HttpServerHandle, RawRequest, RuntimeWebSocketHandler, WebSocketServerHandle } from '../types.ts';
export {
  isStage3Context,
  type DualClassDecorator,
  type DualMethodDecorator,
  type DualClassOrMethodDecorator,
  type Stage3Context,
} from '../decorators/form.ts';
export { metadataSymbol } from '../metadata/polyfill.ts';
export { readClassRecord } from '../metadata/store.ts';
export type {
  ClassRecord,
  ControllerRecord,
  MethodRecord,
  HandlerRecord,
  SlotRecord,
  SlotKind,
  DecoratorForm,
} from '../metadata/store.ts';
export { PROVIDED_BY } from '../di/describe.ts';
export { readPath } from '../http/request-path.ts';
export { prefixMessages } from '../errors/prefix-messages.ts';
export { describeValue } from '../values/describe-value.ts';
export { isThenable } from '../values/is-thenable.ts';
export { createPoisonCheck, type PoisonCheck } from '../pipeline/poisoning.ts';
export { TELEMETRY, type FwMeter, type ObservedValues, type Telemetry } from '../observability/telemetry.ts';
export type { SpanOrigin, StepTracer } from '../observability/steps.ts';
