import type { AppRegistry } from './registry.ts';
import type { ErrorLogger } from '../errors/error-logger.ts';
import { messages } from '../errors/catalogue.ts';
import type { ErrorAnswer } from '../answer-errors/error-answer.ts';
import type { ValidationErrorFactory } from '../validation/validate.ts';
import { compileControllerRoute } from '../pipeline/compile-route.ts';
import type { PoisonCheck } from '../pipeline/poisoning.ts';
import { createEnhancerReader, registerEnhancerClasses } from '../pipeline/route-enhancers.ts';
import { readProviderDefinition } from '../di/read-provider.ts';
import type { FinishResponse } from '../pipeline/close-connection.ts';
import { collectControllers, describeHandler, flattenControllers } from '../routing/flatten.ts';
import { readFirstSegment, toRequestPath } from '../http/path.ts';
import { buildRouteTable, Priority, type RouteCandidate } from '../routing/route-table.ts';
import type { RouteHandler, RouteTable } from '../routing/route-table.ts';
import { createDispatcher } from './dispatch.ts';
import { createPluginHost } from './plugin-host.ts';
import { classShutdownHooks, pluginShutdownHooks, runEach } from './shutdown-hooks.ts';
import type { StepTracer } from '../observability/steps.ts';
import type { PlainAnswers } from '../runtime/plain-answers.ts';

export interface PrepareOptions {
  readonly bodyLimit: number;
  readonly checkBody: PoisonCheck | undefined;
  readonly logger: ErrorLogger;
  readonly answerError: ErrorAnswer;
  readonly validationError: ValidationErrorFactory;
  readonly finish: FinishResponse;
  /** Child spans for guards, validation, handlers and filters; `undefined` without tracing. */
  readonly steps: StepTracer | undefined;
  /** The runtime's plain answers (`HttpRuntime.answers`). */
  readonly answers: PlainAnswers | undefined;
}

/** An app compiled once: the route table for the runtime, and its dispatcher (`app/dispatch.ts`). */
export interface PreparedApp {
  readonly table: RouteTable;
  /** The runtime's fallback and all of `fetch()`; `undefined` when a raw handler returned nothing (an upgrade). */
  readonly dispatch: RouteHandler;
}

/** Builds the app: everything `listen()` does before the socket opens (ARCHITECTURE.md, steps 1 to 5). */
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
    source: describeHandler(route),
  }));
  for (const raw of registry.rawRoutes) candidates.push({ ...raw, entry: raw.value });

  const table = buildRouteTable(candidates);
  const dispatch = createDispatcher({
    table,
    global: enhancers.global,
    fallbacks: registry.fallbacks,
    isApiPath: (path) => registry.isApiPath(path),
    answerError: options.answerError,
    logger: options.logger,
    finish: options.finish,
  });
  await runInitHooks(container.instances, registry, options.logger);
  return { table, dispatch };
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
