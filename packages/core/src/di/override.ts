import type { Constructor } from '../types.ts';
import type { Token } from '../metadata/token.ts';
import type { Container } from './container.ts';

/** `overrideProvider(token).useFactory(...)`'s options: NestJS's `{ factory, inject }`. */
export interface FactoryOverride<T> {
  readonly factory: (...args: never[]) => Partial<T> | Promise<Partial<T>>;
  readonly inject?: readonly Token[];
}

/** What `app.overrideProvider(token)` returns; `Partial`: a fake needs only what the test reaches. */
export interface ProviderOverride<T, App> {
  useValue(value: Partial<T>): App;
  useFactory(options: FactoryOverride<T>): App;
  useClass(cls: Constructor<Partial<T> & object>): App;
}

/** The override of `token` in `container`, each way ending with `app` for chaining. */
export function createOverride<T, App>(container: Container, token: Token<T>, app: App): ProviderOverride<T, App> {
  return {
    useValue: (value) => (container.override(token, { kind: 'value', value }), app),
    useFactory: ({ factory, inject = [] }) => (container.override(token, { kind: 'factory', factory, inject }), app),
    useClass: (cls) => (container.override(token, { kind: 'class', cls }), app),
  };
}
