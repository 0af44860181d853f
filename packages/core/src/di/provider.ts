import type { Constructor } from '../types.ts';
import type { InjectionToken, Token, TokenValue } from '../metadata/token.ts';

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

// Position by position, the token's value must fit the factory's parameter; a string or plain symbol fits any.
type InjectFor<A extends readonly unknown[], I> = {
  readonly [K in keyof A]: K extends keyof I
    ? [TokenValue<I[K]>] extends [A[K]]
      ? I[K]
      : Constructor<A[K] & object> | InjectionToken<A[K]>
    : Constructor<A[K] & object> | InjectionToken<A[K]>;
};

// Only a factory whose parameters are known is checked (not one typed `(...args: never[]) => T`).
type CheckProvider<P> = P extends { readonly useFactory: (...args: infer A) => unknown }
  ? A extends readonly [] | readonly never[]
    ? P
    : Omit<P, 'inject'> & { readonly inject: InjectFor<A, P extends { readonly inject: infer I } ? I : []> }
  : P;

/**
 * `app.providers([...])`'s check: a factory's `inject` tokens must fit its parameters, in order and in number.
 * @example
 * const open = (config: Config, log: Logger) => connect(config.dsn, log);
 * app.providers([{ provide: DB, useFactory: open, inject: [CONFIG, Logger] }]); // [Logger, CONFIG]: a type error
 */
export type CheckedProviders<P extends readonly unknown[]> = { readonly [K in keyof P]: CheckProvider<P[K]> };
