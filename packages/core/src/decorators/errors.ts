import type { DualClassOrMethodDecorator } from './form.ts';

/**
 * Declares, in its type argument, the error statuses and bodies a route can answer: the contract
 * generator writes them into the route's `errors`, and the typed client narrows `error.value` on
 * `error.status`. On a controller it covers every route of the controller and its children; on a guard
 * class, every route the guard covers. It records nothing at run time.
 *
 * @example
 * @Errors<{ 404: ErrorBody; 422: { errors: { body: string[] } } }>()
 * @Post() create(@Body() dto: CreateArticleDto) { ... }
 */
export function Errors<Declared extends object>(): ErrorsDecorator<Declared> {
  return (() => {}) as ErrorsDecorator<Declared>;
}

declare const declared: unique symbol;

/** What `@Errors<...>()` returns: a decorator that keeps its type argument in its type only. */
export interface ErrorsDecorator<Declared> extends DualClassOrMethodDecorator {
  readonly [declared]?: Declared;
}
