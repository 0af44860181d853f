import type { ServerHandle } from '../types.ts';
import type { AppRegistry } from './registry.ts';
import type { ErrorLogger } from '../errors/to-error-response.ts';
import { Context, readPath } from '../context/context.ts';
import { messages } from '../errors/catalogue.ts';
import { MethodNotAllowedException, NotFoundException, NotImplementedException } from '../errors/http-exception.ts';
import { answerContextError, type ErrorAnswer } from '../errors/map-error.ts';
import type { ValidationErrorFactory } from '../validation/validate.ts';
import { compileControllerRoute } from '../pipeline/compile-route.ts';
import type { PoisonCheck } from '../pipeline/poisoning.ts';
import { createEnhancerReader, registerEnhancerClasses } from '../pipeline/route-enhancers.ts';
import { withFilters } from '../errors/filter-chain.ts';
import { readProviderDefinition } from '../di/read-provider.ts';
import { composeMiddleware, type ContextErrorAnswer } from '../pipeline/compose.ts';
import type { FinishResponse } from '../pipeline/close-connection.ts';
import { collectControllers, flattenControllers } from '../routing/flatten.ts';
import { createMatcher, type Miss } from '../routing/match.ts';
import { ALL_METHODS, isRoutedMethod } from '../routing/methods.ts';
import { readFirstSegment, toRequestPath } from '../routing/path.ts';
import {
  buildRouteTable,
  Priority,
  type RouteCandidate,
  type RouteHandler,
  type RouteTable,
} from '../routing/route-table.ts';
import { createPluginHost } from './plugin-host.ts';
import { classShutdownHooks, pluginShutdownHooks, runEach } from './shutdown-hooks.ts';
import type { StepTracer } from '../observability/steps.ts';

export interface PrepareOptions {
  readonly bodyLimit: number;
  readonly checkBody: PoisonCheck | undefined;
  readonly logger: ErrorLogger;
  readonly answerError: ErrorAnswer;
  readonly validationError: ValidationErrorFactory;
  readonly finish: FinishResponse;
  /** Child spans for guards, validation, handlers and filters; `undefined` without tracing. */
  readonly steps: StepTracer | undefined;
}

/** An app compiled once: the route table for the runtime, and the same routes answered in JS. */
export interface PreparedApp {
  readonly table: RouteTable;
  /** The runtime's fallback and all of `fetch()`; `undefined` when a raw handler returned nothing (an upgrade). */
  readonly answer: RouteHandler;
}

/** Everything `listen()` does before the socket opens (ARCHITECTURE.md, steps 1 to 5). */
export async function prepareApp(registry: AppRegistry, options: PrepareOptions): Promise<PreparedApp> {
  const routes = flattenControllers(registry.controllers, registry.prefix);
  for (const route of routes) {
    // In the form requests carry it, as the route table stores it: `/café` is `caf%C3%A9` on the wire.
    const first = readFirstSegment(toRequestPath(route.path));
    if (!first.startsWith(':') && !first.startsWith('*')) registry.apiSegments.add(first);
  }
  for (const plugin of registry.plugins) await plugin.setup(createPluginHost(registry, plugin.name));

  const { container } = registry;
  for (const definition of registry.providers) {
    const { token, provider } = readProviderDefinition(definition);
    container.register(token, provider);
  }
  for (const service of registry.services) container.register(service, { kind: 'class', cls: service });
  for (const controller of collectControllers(registry.controllers)) {
    container.register(controller, { kind: 'class', cls: controller });
  }
  const globals = { middleware: registry.middleware, filters: registry.globalFilters, guards: registry.globalGuards };
  registerEnhancerClasses(container, routes, globals);
  await container.build();
  const enhancers = createEnhancerReader(container, globals, options.steps);

  const compileOptions = { ...options, globalMiddleware: registry.middleware };
  const candidates: RouteCandidate[] = routes.map((route) => ({
    method: route.method,
    path: route.path,
    entry: compileControllerRoute(route, container.resolve(route.controller), enhancers.read(route), compileOptions),
    priority: Priority.Controller,
    source: `${route.controller.name}.${String(route.name)}()`,
  }));
  for (const raw of registry.rawRoutes) candidates.push({ ...raw, entry: raw.value });

  // An error answered through the global middleware and filters, as a route's would be (CORS headers and all).
  const answerInContext: ContextErrorAnswer = (error, ctx) => answerContextError(options.answerError, error, ctx);
  const answerGlobally = withFilters(enhancers.global.filters, answerInContext, options.logger);
  const errorEndpoint = (createError: (ctx: Context) => unknown): RouteHandler => {
    const fail = (ctx: Context) => Promise.reject(createError(ctx));
    const endpoint = composeMiddleware(enhancers.global.middleware, fail, answerGlobally, options.finish);
    return (request, server) => endpoint(new Context(request, server, undefined, undefined));
  };
  const table = buildRouteTable(candidates);
  const match = createMatcher(table);
  // One 405 endpoint per distinct `Allow` value, one 404 per `Vary` the fallbacks asked for.
  const answer405 = memoize((allow) =>
    errorEndpoint(
      (ctx) => new MethodNotAllowedException(messages.methodNotAllowed(ctx.method, ctx.path), { headers: { allow } }),
    ),
  );
  const createNotFound = (options?: { headers: Record<string, string> }) =>
    errorEndpoint((ctx) => new NotFoundException(messages.notFound(ctx.method, ctx.path), options));
  const notFound = createNotFound();
  const notImplemented = errorEndpoint(
    (ctx) => new NotImplementedException(messages.methodNotImplemented(ctx.method, ALL_METHODS)),
  );
  const notFoundVarying = memoize((vary) => createNotFound({ headers: { vary } }));
  const answer404 = (vary: string | undefined): RouteHandler => (vary === undefined ? notFound : notFoundVarying(vary));
  // A fallback's error (static's 405 on a file) goes through the global middleware like the core's 404 and 405.
  const fallbackErrors = new WeakMap<Request, unknown>();
  const fallbackFailed = errorEndpoint((ctx) => fallbackErrors.get(ctx.request));
  // 501 for a method fw never routes (RFC 9110 §15.6.2), 405 with `Allow` (§15.5.6), fallbacks, then 404.
  const answerMiss = async (
    request: Request,
    server: ServerHandle,
    path: string,
    miss: Miss | undefined,
  ): Promise<Response | undefined> => {
    if (!isRoutedMethod(request.method)) return notImplemented(request, server);
    if (miss !== undefined) return answer405(miss.allow)(request, server);
    let vary: string | undefined;
    if (!registry.isApiPath(path)) {
      const pass = { vary: (header: string) => void (vary = vary === undefined ? header : `${vary}, ${header}`) };
      for (const handler of registry.fallbacks) {
        let response: Response | undefined;
        try {
          response = await handler(request, server, pass);
        } catch (error) {
          fallbackErrors.set(request, error);
          return fallbackFailed(request, server);
        }
        if (response !== undefined) return options.finish(response);
      }
    }
    return answer404(vary)(request, server);
  };
  // Bun's router compares the raw path: a client sending raw `^` or UTF-8 (curl) reaches the route here.
  const answer: RouteHandler = (request, server) => {
    const path = readPath(request.url);
    const found = match(request.method, path);
    if (found?.entry === undefined) return answerMiss(request, server, path, found);
    if (found.entry instanceof Response) return found.entry.clone();
    // A raw handler reads `request.params`, as Bun's router sets it; a plain `Request` has none.
    Object.defineProperty(request, 'params', { value: found.params, configurable: true });
    return found.entry(request, server, found.params);
  };

  await runInitHooks(container.instances, registry, options.logger);
  return { table, answer };
}

/** `create(key)`, built on first use and kept: for the few distinct `Allow` and `Vary` values of an app. */
function memoize<T>(create: (key: string) => T): (key: string) => T {
  const built = new Map<string, T>();
  return (key) => {
    let value = built.get(key);
    if (value === undefined) built.set(key, (value = create(key)));
    return value;
  };
}

type Initializable = Partial<{ onInit(): unknown }>;

// On a throw, what was initialized is shut down again (README "Lifecycle"), each failure logged.
async function runInitHooks(instances: Iterable<object>, registry: AppRegistry, logger: ErrorLogger): Promise<void> {
  const initialized: Initializable[] = [];
  let pluginsBegan = false;
  try {
    for (const instance of instances as Iterable<Initializable>) {
      await instance.onInit?.();
      initialized.push(instance);
    }
    pluginsBegan = true;
    for (const hook of registry.initHooks) await hook();
  } catch (error) {
    const pluginHooks = pluginsBegan ? pluginShutdownHooks(registry.shutdownHooks) : [];
    for (const failure of await runEach([...pluginHooks, ...classShutdownHooks(initialized)])) {
      logger.error(messages.shutdownAfterFailedStart(), failure);
    }
    throw error;
  }
}
