import type { Constructor } from '../types.ts';
import type { Middleware, MiddlewareEntry } from '../middleware.ts';
import type { Container } from '../di/container.ts';
import type { ControllerRoute } from '../routing/flatten.ts';
import type { EnhancerLists } from '../metadata/store.ts';
import type { CanActivate } from '../guards/can-activate.ts';
import { bindFilter, type BoundFilter } from '../answer-errors/filter-chain.ts';
import { bindGuard, createGuardLayer } from '../guards/guard-layer.ts';
import { bindMiddleware, isMiddlewareClass } from '../di/middleware-class.ts';
import { createMetadataBinder, isGuardSkipped } from '../decorators/route-metadata.ts';
import { traceGuard } from '../observability/trace-enhancers.ts';
import type { StepTracer } from '../observability/steps.ts';

type Lists = Readonly<EnhancerLists>;

/** What wraps one route, resolved from the container at `listen()`: the app's own, then the route's. */
export interface RouteEnhancers {
  /** Global middleware, the controllers' (outermost first), the handler's, then the guards as one layer. */
  readonly middleware: readonly Middleware[];
  /** Nearest first: the handler's, the controllers' (innermost first), the app's. */
  readonly filters: readonly BoundFilter[];
}

/** Registers the enhancer classes the app and its routes name, so the container builds them (as NestJS). */
export function registerEnhancerClasses(container: Container, routes: readonly ControllerRoute[], globals: Lists) {
  for (const lists of [globals, ...routes]) {
    const classes = [...lists.filters, ...lists.guards, ...lists.middleware.filter(isMiddlewareClass)];
    for (const cls of classes) if (!container.has(cls)) container.register(cls, { kind: 'class', cls });
  }
}

/** Reads each route's enhancers from the built container; `global` wraps what no route matched (404, 405). */
export function createEnhancerReader(container: Container, globals: Lists, steps?: StepTracer) {
  const toFilter = (cls: Constructor) => bindFilter(cls, container.resolve(cls));
  const toGuard = (cls: Constructor) => traceGuard(steps, cls, bindGuard(cls, container.resolve(cls)));
  const toMiddleware = (entry: MiddlewareEntry) =>
    isMiddlewareClass(entry) ? bindMiddleware(container.resolve(entry)) : entry;
  const globalMiddleware = globals.middleware.map(toMiddleware);
  const global: RouteEnhancers = { middleware: globalMiddleware, filters: globals.filters.map(toFilter).reverse() };
  return {
    global,
    read: (route: ControllerRoute): RouteEnhancers => ({
      middleware: withGuards(
        // Route metadata first, so every middleware, guard and filter of the route reads it.
        [...withMetadata(route), ...globalMiddleware, ...route.middleware.map(toMiddleware)],
        // A guard whose `skipWhen` key the route carries truthy does not run there (the contract drops it too).
        [...globals.guards, ...route.guards]
          .filter((cls) => !isGuardSkipped(cls, route.controllers, route.record))
          .map(toGuard),
      ),
      // NestJS's order: [app, controllers, handler] reversed, so the nearest scope is asked first.
      filters: [...globals.filters, ...route.filters].map(toFilter).reverse(),
    }),
  };
}

// No guards, no layer: a route without them keeps its middleware chain, or none at all.
function withGuards(middleware: Middleware[], guards: readonly CanActivate[]): readonly Middleware[] {
  return guards.length === 0 ? middleware : [...middleware, createGuardLayer(guards)];
}

function withMetadata(route: ControllerRoute): Middleware[] {
  const binder = createMetadataBinder(route.controllers, route.record);
  return binder ? [binder] : [];
}
