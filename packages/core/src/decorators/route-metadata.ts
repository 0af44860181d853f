import type { Context } from '../context/context.ts';
import type { Middleware } from '../middleware.ts';
import type { Constructor } from '../types.ts';
import type { DualClassOrMethodDecorator } from './form.ts';
import { FwError, messages } from '../errors/catalogue.ts';
import { readEnhancerLists } from './enhancer-lists.ts';
import { readClassRecord, type EnhancerLists, type MethodRecord } from '../metadata/store.ts';

// Values by the record a decorator wrote to (a class's or a handler's), so both decorator forms share it.
const written = new WeakMap<EnhancerLists, Map<symbol, unknown>>();
// The merged values of the route a request is on, bound by the route's first middleware.
const bound = new WeakMap<Context, ReadonlyMap<symbol, unknown>>();
// Each key's symbol, so a guard's `static skipWhen = Public` is told from any other value.
const symbols = new WeakMap<object, symbol>();

type ValueArgument<T> = true extends T ? [value?: T] : [value: T];

/** What `createMetadata` returns: a decorator for controllers and handlers, and `read(ctx)` for guards. */
export interface MetadataKey<T> {
  (...value: ValueArgument<T>): DualClassOrMethodDecorator;
  /** The value on the route `ctx` is on: the handler's, else the nearest controller's; `undefined` if none. */
  read(ctx: Context): T | undefined;
  readonly name: string;
}

/**
 * A typed route value (NestJS's `SetMetadata` + `Reflector.getAllAndOverride`) that guards, middleware and
 * filters read from `ctx`; a handler's value overrides its controller's, a child controller's its parent's.
 * @example
 * export const Public = createMetadata<boolean>('public');
 * class AuthGuard implements CanActivate {
 *   canActivate(ctx: Context) { return Public.read(ctx) === true || ctx.headers.authorization === TOKEN; }
 * }
 * @Get('/health') @Public() health() { return 'ok'; }
 */
export function createMetadata<T>(name: string): MetadataKey<T> {
  const key = Symbol(name);
  const decorator = (...value: ValueArgument<T>): DualClassOrMethodDecorator => {
    const stored = value.length === 0 ? true : value[0];
    return ((target: object, keyOrContext?: unknown) => {
      const record = readEnhancerLists(target, keyOrContext);
      let values = written.get(record);
      if (!values) written.set(record, (values = new Map()));
      values.set(key, stored);
    }) as DualClassOrMethodDecorator;
  };
  const read = (ctx: Context) => bound.get(ctx)?.get(key) as T | undefined;
  Object.defineProperty(decorator, 'name', { value: name });
  symbols.set(decorator, key);
  return Object.assign(decorator, { read }) as MetadataKey<T>;
}

/**
 * The middleware that binds a route's values to each request, outermost controller first so nearer ones
 * override; `undefined` for a route without any (nothing runs per request then).
 */
export function createMetadataBinder(
  controllers: readonly Constructor[],
  method: MethodRecord,
): Middleware | undefined {
  const merged = mergeValues(controllers, method);
  if (merged.size === 0) return undefined;
  return (ctx) => {
    bound.set(ctx, merged);
  };
}

/**
 * Whether a guard class's `static skipWhen = Key` is truthy on the route, so the guard is not run there;
 * a `skipWhen` that is not a `createMetadata()` key throws at `listen()`, naming the guard.
 */
export function isGuardSkipped(guard: Constructor, controllers: readonly Constructor[], method: MethodRecord): boolean {
  if (!('skipWhen' in guard)) return false;
  const key = typeof guard.skipWhen === 'function' ? symbols.get(guard.skipWhen) : undefined;
  if (key === undefined) throw new FwError(messages.skipWhenNotAKey(guard.name, guard.skipWhen));
  return Boolean(mergeValues(controllers, method).get(key));
}

// Outermost controller first, so nearer values override.
function mergeValues(controllers: readonly Constructor[], method: MethodRecord): Map<symbol, unknown> {
  const scopes = [...controllers.map(readClassRecord), method];
  const merged = new Map<symbol, unknown>();
  for (const scope of scopes) for (const [key, value] of (scope && written.get(scope)) ?? []) merged.set(key, value);
  return merged;
}
