import type { Constructor } from '../types.ts';

declare const tokenType: unique symbol;

/** A typed DI token for what is not a class (a config object, a pool): a symbol that carries its type. */
export type InjectionToken<T> = symbol & { readonly [tokenType]?: T };

/**
 * A typed token, for `app.providers([{ provide: TOKEN, ... }])`, `@Inject(TOKEN)` and `overrideProvider`.
 * @example
 * export const CONFIG = createToken<Config>('CONFIG');
 * app.providers([{ provide: CONFIG, useValue: { dsn: process.env.DSN } }]);
 * constructor(@Inject(CONFIG) config: Config) {}
 */
export function createToken<T>(name: string): InjectionToken<T> {
  return Symbol(name) as InjectionToken<T>;
}

/** A DI token: a class, a typed token (`createToken<T>()`), or a string/symbol registered with `provide()`. */
export type Token<T = unknown> = Constructor<T & object> | InjectionToken<T> | string | symbol;

/** What a token stands for (`T` of `InjectionToken<T>`, a class's instance); `never` for a string or plain symbol. */
export type TokenValue<K> = K extends abstract new (
  ...args: never[]
) => infer I
  ? I
  : K extends { readonly [tokenType]?: infer T }
    ? unknown extends T
      ? never
      : T
    : never;
