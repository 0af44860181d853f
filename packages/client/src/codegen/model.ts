import type ts from 'typescript';

// Types the generator's stages share, apart from behaviour: this file imports none, so no cycle closes here.

/**
 * One problem the generator found and stepped over (spec, "Errors": the route is omitted, the
 * warning names file and line and is prefixed with the generator's package name, generation goes on).
 */
export interface CodegenWarning {
  /** Absolute path of the source file. */
  readonly file: string;
  /** 1-based line; 0 for a warning about the whole project (no routes found). */
  readonly line: number;
  /** 1-based column; 0 for a warning about the whole project. */
  readonly column: number;
  /** Why, without the location: `route skipped: path argument is a function call`. */
  readonly reason: string;
  /** `@fw/client: src/users.controller.ts:12:3 route skipped: ...`, the file relative to the API root. */
  readonly text: string;
}

/** One `@Get(...)`-style decorator on a handler, its path already folded to a string. */
export interface MethodRoute {
  readonly method: string;
  readonly path: string;
  readonly handler: ts.MethodDeclaration;
  readonly decorator: ts.Decorator;
}

/**
 * What a controller, a handler, a guard or `app.useGlobalGuards(...)` adds to every route it covers:
 * the request headers its guards declare (`implements CanActivate<{ authorization: string }>`) and the
 * errors declared with `@Errors<{ 401: ErrorBody }>()`. Texts hold alias placeholders.
 */
export interface RouteScope {
  /** Header name → its member text (`authorization: string`, `'x-tenant'?: string`). */
  readonly headers: ReadonlyMap<string, string>;
  /** Status → the body types declared for it, each once, in declaration order. */
  readonly errors: ReadonlyMap<number, readonly string[]>;
}

/**
 * A route's leaf as its own file gives it (the generator keeps it between generations): its fields
 * printed, with the headers apart so that the guards of the scopes covering the route can join them.
 */
export interface PrintedLeaf {
  /** `params: {...}` and `query: {...}` when present, in that order. */
  readonly before: readonly string[];
  /** The `headers` slot: whole types, and keyed entries by header name. */
  readonly headers: { readonly whole: readonly string[]; readonly keyed: ReadonlyMap<string, string> };
  /** `body: {...}` when present, and `response: T`. */
  readonly after: readonly string[];
  /** The handler's own `@UseGuards` and `@Errors`. */
  readonly scope: RouteScope;
}

/** A class carrying `@Controller(...)`: its own path, its children's classes, its routes. */
export interface ControllerInfo {
  readonly declaration: ts.ClassDeclaration;
  readonly path: string;
  readonly children: readonly ts.ClassDeclaration[];
  /**
   * Classes named as children that are not emitted under it: the controllers an unresolvable element
   * may hold (from its type and the names in it), or every child of a controller whose own path is
   * unknown. They are nobody's roots either: spec "Path construction" rule 4 never emits a child at its
   * own unprefixed path.
   */
  readonly claimed: readonly ts.ClassDeclaration[];
  readonly routes: readonly MethodRoute[];
  /** Its own `@UseGuards` and `@Errors`; its children's routes are covered too. */
  readonly scope: RouteScope;
}

/** One route of the contract: its final path, lower-case method, handler name and printed leaf. */
export interface ContractRoute {
  readonly method: string;
  readonly path: string;
  readonly handler: string;
  /** The class that declares the handler (`default` for an anonymous class, as its runtime name is). */
  readonly controller: string;
  /** The controller that starts its tree: the class itself, or the root parent of a child. */
  readonly rootController: string;
  /** `{ params: {...}; response: User }`, with alias placeholders. */
  readonly leaf: string;
  /** Where the method decorator is: the tie-break of the deterministic order, and warnings' location. */
  readonly node: ts.Node;
}

/** One `@Gateway(path)` class of the contract: its normalised path and its printed events. */
export interface ContractGateway {
  readonly path: string;
  /** The class name (`default` for an anonymous class). */
  readonly gateway: string;
  /** What the client may send, one member each: `add: { data: { a: number }; ack: number }`. */
  readonly emit: readonly string[];
  /** What the server sends, one member each (`message: ChatMessage`), with alias placeholders. */
  readonly on: readonly string[];
  /** The `@Gateway` decorator: the tie-break of the order, and warnings' location. */
  readonly node: ts.Node;
}

/** One route of the contract, with where it comes from (for checks against a running app). */
export interface ContractRouteInfo {
  /** Upper case: `GET`. */
  readonly method: string;
  /** As the contract has it: the declared path, joined (`/api/users/:id`). */
  readonly path: string;
  /** The class that declares the handler. */
  readonly controller: string;
  /** The controller that starts its tree: `controller` itself, or the root parent of a child. */
  readonly rootController: string;
  readonly handler: string;
  /** Absolute path of the file with the method decorator. */
  readonly file: string;
  /** 1-based line and column of the method decorator. */
  readonly line: number;
  readonly column: number;
}

/** What one generation did. */
export interface GenerateReport {
  /** Absolute path of the contract file. */
  readonly output: string;
  /** Routes in the contract. */
  readonly routes: number;
  /** Named types the contract declares or imports. */
  readonly types: number;
  /** Gateways in the contract's `Sockets`. */
  readonly gateways: number;
  /** Skipped routes and other problems, sorted by file and line. */
  readonly warnings: readonly CodegenWarning[];
  /**
   * Routes whose slots and response were reused from the previous generation because nothing they
   * depend on changed (0 for a cold generation).
   */
  readonly reusedRoutes: number;
  /** The contract's routes, in its order; empty when a syntax error stopped the scan. */
  readonly contractRoutes: readonly ContractRouteInfo[];
  /**
   * The names of every class the scan read as a controller, those whose routes were all skipped
   * included; empty when a syntax error stopped the scan.
   */
  readonly controllers: readonly string[];
  /**
   * The global prefix put before every route (`/api`; `''` for none): the `prefix` option, else what
   * `new Fw({ prefix })` in the sources folds to.
   */
  readonly prefix: string;
  /** Wall-clock milliseconds of this generation. */
  readonly ms: number;
  /**
   * `false` when the file already held the same text, when a scanned file has a syntax error (the
   * last good contract is kept; `warnings` say where), or when no route was found (a root or glob
   * naming the wrong folder must not replace a good contract with an empty one; a warning says so).
   */
  readonly written: boolean;
}
