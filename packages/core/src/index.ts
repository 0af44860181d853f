import './metadata/polyfill.ts';

export { Fw, type RawRoutes } from './fw.ts';
export type { FwOptions } from './app/read-options.ts';
export type { ListenOptions } from './cluster/listen-options.ts';
export { createPoisonCheck, type PoisonCheck, type PoisoningAction } from './pipeline/poisoning.ts';
export type { ShutdownSignal } from './app/process-shutdown.ts';
export { Context, readPath } from './context/context.ts';
export type { QueryObject } from './query/parse-query.ts';
export type { CookieOptions } from './context/cookies.ts';
export type { FwMiddleware, Middleware, MiddlewareEntry, Next } from './middleware.ts';
export { cors, type CorsOptions } from './middleware/cors.ts';
export type { OnInit, OnListen, OnShutdown } from './app/lifecycle.ts';
export type { RequestShape } from './context/request-shape.ts';
export type {
  Constructor,
  HttpMethod,
  RawHandler,
  RawRequest,
  RawRouteValue,
  RuntimeWebSocketHandler,
  ServerHandle,
} from './types.ts';
export type {
  ControllerRouteInfo,
  FallbackHandler,
  FallbackPass,
  FwPlugin,
  ListenInfo,
  PluginHost,
  RouteOptions,
} from './plugin.ts';
export { Controller, type ControllerDefinition } from './decorators/controller.ts';
export { Get, Post, Put, Patch, Delete, Head, Options, type RouteDecoratorOptions } from './decorators/route.ts';
export { Param, Query, Body, Header, Req, Ctx, Locals } from './decorators/slots.ts';
export { Service, Inject } from './decorators/service.ts';
export { PROVIDED_BY } from './di/describe.ts';
export { createToken, type InjectionToken, type Token } from './di/token.ts';
export type { ClassProvider, FactoryProvider, ProviderDefinition, ValueProvider } from './di/provider.ts';
export type { FactoryOverride, ProviderOverride } from './di/override.ts';
export { Schema } from './decorators/schema.ts';
export { Use } from './decorators/use.ts';
export { Catch } from './decorators/catch.ts';
export { UseFilters } from './decorators/use-filters.ts';
export type { ExceptionFilter } from './errors/exception-filter.ts';
export type { CanActivate } from './guards/can-activate.ts';
export { UseGuards } from './decorators/use-guards.ts';
export { createParamDecorator, type ParamDecoratorFactory, type ParamValue } from './decorators/param-decorator.ts';
export type { SlotTarget } from './validation/target.ts';
export type { ValidationErrorFactory } from './validation/validate.ts';
export { HttpCode } from './decorators/http-code.ts';
export { Errors, type ErrorsDecorator } from './decorators/errors.ts';
export {
  isStage3Context,
  type DualClassDecorator,
  type DualMethodDecorator,
  type DualClassOrMethodDecorator,
  type Stage3Context,
} from './decorators/form.ts';
export { metadataSymbol } from './metadata/polyfill.ts';
export * from './errors/http-exception.ts';
export { FwError } from './errors/catalogue.ts';
export { prefixMessages } from './errors/prefix-messages.ts';
export type { ErrorLogger } from './errors/to-error-response.ts';
export type { ErrorMapper } from './errors/map-error.ts';
export { Logger } from './observability/logger.ts';
export type { LogLevel, LogOptions } from './observability/log-options.ts';
export type { HealthIndicator, HealthIndicatorResult, HealthReport } from './observability/health-check.ts';
export type { HealthOptions, ObservabilityOptions } from './observability/options.ts';
export { readRequestId, type RequestIdOptions } from './observability/request-id.ts';
export { TELEMETRY, type FwMeter, type ObservedValues, type Telemetry } from './observability/telemetry.ts';
export type { StepTracer } from './observability/steps.ts';
export { readClassRecord } from './metadata/store.ts';
export type {
  ClassRecord,
  ControllerRecord,
  MethodRecord,
  HandlerRecord,
  SlotRecord,
  SlotKind,
  DecoratorForm,
} from './metadata/store.ts';
