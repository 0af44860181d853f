import type { Constructor } from '../types.ts';
import type { Token } from '../metadata/token.ts';

/** How the container makes what a token stands for. */
export type Provider =
  | { readonly kind: 'class'; readonly cls: Constructor }
  | { readonly kind: 'value'; readonly value: unknown }
  | { readonly kind: 'factory'; readonly factory: (...args: never[]) => unknown; readonly inject: readonly Token[] };

/** `{ provide, useValue }`: the value itself, as given. */
export interface ValueProvider<T = unknown> {
  readonly provide: Token<T>;
  readonly useValue: T;
}

/** `{ provide, useFactory, inject }`: what the factory returns (awaited), given the `inject` tokens' values. */
export interface FactoryProvider<T = unknown> {
  readonly provide: Token<T>;
  readonly useFactory: (...args: never[]) => T | Promise<T>;
  readonly inject?: readonly Token[];
}

/** `{ provide, useClass }`: an instance of `useClass`, its constructor resolved by DI, under another token. */
export interface ClassProvider<T = unknown> {
  readonly provide: Token<T>;
  readonly useClass: Constructor<T & object>;
}

/** What `app.providers([...])` takes: a class (as `services()`), or a token with how to make its value. */
export type ProviderDefinition = Constructor | ValueProvider | FactoryProvider | ClassProvider;
