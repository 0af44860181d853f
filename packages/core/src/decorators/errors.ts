import type { DualClassOrMethodDecorator } from './form.ts';

/**
 * Declares in its type argument the error bodies a route can answer, for the contract; nothing at run time.
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
