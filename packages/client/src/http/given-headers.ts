// What the `headers` option of `client()` stands in for at the type level (README "Client options").
import type { Client, ClientOptions, HttpMethod, Shape } from './types.ts';

/** The header names some route of the contract requires (`authorization` from a guard's `CanActivate<...>`). */
export type RequiredHeaderNames<Node> = Node extends Shape
  ? {
      [K in keyof Node]: K extends HttpMethod
        ? unknown extends Node[K]['headers']
          ? never
          : RequiredKeys<Node[K]['headers']>
        : RequiredHeaderNames<Node[K]>;
    }[keyof Node]
  : never;

// `H extends Record<S, unknown>` is false for an optional key, with or without `exactOptionalPropertyTypes`.
type RequiredKeys<H> = { [S in keyof H]-?: H extends Record<S, unknown> ? S : never }[keyof H];

/** Header values with these names (each may be `undefined`: not sent), and any others. */
type NamedHeaders<Names extends PropertyKey> = { [N in Names]: string | undefined } & Record<
  string,
  string | undefined
>;

/** An object naming these headers, or a function returning one (or a promise of one). */
type HeadersNaming<Names extends PropertyKey> =
  | NamedHeaders<Names>
  | ((path: string) => NamedHeaders<Names> | Promise<NamedHeaders<Names>>);

/** `ClientOptions` whose `headers` names every header some route of `App` requires (read only when given). */
export interface AllHeadersOptions<App> extends ClientOptions {
  headers: HeadersNaming<RequiredHeaderNames<App>>;
}

/** `ClientOptions` whose `headers` names every header of `Names`. */
export interface GivenHeadersOptions<Names extends PropertyKey> extends ClientOptions {
  headers: HeadersNaming<Names>;
}

/** The client of a `headers` option naming every required header: a contract that requires none is left as is. */
export type ClientGivenAll<App> = [RequiredHeaderNames<App>] extends [never]
  ? Client<App>
  : Client<WithGivenHeaders<App, string>>;

/** The contract with the `Given` headers optional in every route (`string`: all of them); the rest as declared. */
export type WithGivenHeaders<Node, Given extends string> = {
  [K in keyof Node]: K extends HttpMethod ? GivenLeaf<Node[K], Given> : WithGivenHeaders<Node[K], Given>;
};

// Homomorphic, so `body?:` stays optional; a leaf without headers is left as it is.
type GivenLeaf<L, Given extends string> = L extends { headers: infer H }
  ? { [S in keyof L]: S extends 'headers' ? Relaxed<H, Given> : L[S] }
  : L;

type Relaxed<H, Given extends string> = string extends Given
  ? Partial<H>
  : Omit<H, Given> & Partial<Pick<H, Extract<keyof H, Given>>>;
