import type ts from 'typescript';

// Types the generator's stages share, apart from behaviour: this file imports none, so no cycle closes here.

/** A problem the generator stepped over (spec "Errors"): the route is omitted and generation goes on. */
export interface CodegenWarning {
  /** Absolute path of the source file. */
  readonly file: string;
  /** 1-based line and column; 0 for a warning about the whole project (no routes found). */
  readonly line: number;
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

/** The guards' headers and `@Errors` a controller, handler, guard or global guard adds to the routes it covers. */
export interface RouteScope {
  /** Header name → its member text (`authorization: string`, `'x-tenant'?: string`). */
  readonly headers: ReadonlyMap<string, string>;
  /** Status → the body types declared for it, each once, in declaration order. */
  readonly errors: ReadonlyMap<number, readonly string[]>;
  /** The same split by guard, when a guard of it has `static skipWhen = Key` (see ScopePart). */
  readonly parts?: readonly ScopePart<string, string>[];
}

/**
 * One guard's (or the `@Errors` lines') share of a scope; `skipWhen` is the route metadata key that exempts
 * it: a route whose `keys` give that key `true` drops the part's headers and errors (the server skips the guard).
 */
export interface ScopePart<V, B> {
  readonly headers: ReadonlyMap<string, V>;
  readonly errors: ReadonlyMap<number, readonly B[]>;
  /** The key's id, `src/auth.ts#Public` (file relative to the API root, then the variable's name). */
  readonly skipWhen?: string;
}

/** A type as the source declares it, and the node an emitter resolves names and warns at. */
export interface TypeShape {
  readonly type: ts.Type;
  readonly node: ts.Node;
}

/** One value of a slot: a key (`@Query('q') q?: string`) or a whole type (`@Query() q: Q`). */
export interface ValueShape extends TypeShape {
  /** A caller may leave it out: `?`, a default, or `| undefined` in its type. */
  readonly optional: boolean;
  /** Its type's members without `undefined`, when that is how it is written (`T | undefined` as `T`). */
  readonly members?: readonly ts.Type[];
  /** A whole params or headers object written as its values arrive (text), not as declared. */
  readonly asReceived?: boolean;
}

/** One request slot: keys named by decorators, in order, and whole types. */
export interface SlotShape {
  readonly keyed: ReadonlyMap<string, ValueShape>;
  readonly whole: readonly ValueShape[];
}

/** What a handler answers with, classified by the contract's rules (README "Response"). */
export type ResponseShape =
  | { readonly kind: 'unknown' }
  /** The awaited return type; `bodies` names each member sent as raw bytes (`Blob`), by index. */
  | {
      readonly kind: 'value';
      readonly type: ts.Type;
      readonly members: readonly ts.Type[];
      readonly bodies: readonly (string | undefined)[];
      readonly node: ts.Node;
    }
  /** An iterator: JSON items, raw chunks, as `text/event-stream` or NDJSON, a generator or not. */
  | {
      readonly kind: 'stream';
      readonly items: readonly ts.Type[];
      readonly raw: boolean;
      readonly eventStream: boolean;
      readonly generator: boolean;
      readonly node: ts.Node;
    };

/** A guard-declared header or an `@Errors` body: what a scope adds to the routes it covers. */
export interface ScopeShape {
  /** Header name → its value (`authorization: string`), first declaration first. */
  readonly headers: ReadonlyMap<string, ValueShape>;
  /** Status → its body types, in declaration order. */
  readonly errors: ReadonlyMap<number, readonly TypeShape[]>;
  /** The same split by guard, when a guard of it has `static skipWhen = Key` (see ScopePart). */
  readonly parts?: readonly ScopePart<ValueShape, TypeShape>[];
}

/** What a route's handler declares: its slots, body, response, and own guards and `@Errors`. */
export interface LeafShape {
  readonly params: SlotShape;
  readonly query: SlotShape;
  readonly headers: SlotShape;
  readonly body: SlotShape;
  /** `@Post(path, { body: Dto })`'s instance type, the body when the handler declares none. */
  readonly bodyOption?: TypeShape;
  readonly response: ResponseShape;
  readonly scope: ScopeShape;
  /** `@HttpCode(status)`'s folded status, when the handler has one. */
  readonly httpCode?: number;
}

/** One route as scanned: where it is, and what covers it; its leaf is read on demand (the cache's unit). */
export interface RouteShape {
  /** Lower case: `get`. */
  readonly method: string;
  /** The full path, prefix and parents joined: `/api/users/:id`. */
  readonly path: string;
  readonly route: MethodRoute;
  /** The handler's name: `findOne`. */
  readonly handler: string;
  readonly controller: string;
  readonly rootController: string;
  /** Global guard calls, then each controller from the root down: their scopes cover the route, in order. */
  readonly covering: readonly (ts.ClassDeclaration | ts.CallExpression)[];
  /**
   * The `createMetadata()` keys on the handler and its controllers, nearest first: key id → `true` for
   * `@Public()`/`@Public(true)`, `false` for a falsy literal, `undefined` for a value not known statically.
   */
  readonly keys: ReadonlyMap<string, boolean | undefined>;
  /** Absolute path of the file, and the 1-based line of the method decorator. */
  readonly file: string;
  readonly line: number;
  /** The handler's JSDoc: its text (first paragraph as summary), and whether it has `@deprecated`. */
  readonly doc: { readonly summary?: string; readonly description?: string; readonly deprecated: boolean };
}

/** One class's or handler's own `createMetadata()` decorators, in order: key id and value, as `keys` holds them. */
export type OwnRouteKeys = readonly (readonly [string, boolean | undefined])[];

/** One client-to-server event of a gateway: what each of its handlers takes, and the first one's ack. */
export interface GatewayEventShape {
  readonly event: string;
  /** Per handler, its `data` parameter; `undefined` for a handler that takes none. */
  readonly data: readonly (ValueShape | undefined)[];
  readonly ack: ResponseShape;
  /** The first handler's JSDoc, as a route's. */
  readonly doc: RouteShape['doc'];
}

/** One `@Gateway(path)` class as scanned: its events both ways. */
export interface GatewayShape {
  /** Normalised: `/ws/chat`. */
  readonly path: string;
  /** The class name (`default` for an anonymous class). */
  readonly gateway: string;
  /** The `@Gateway` decorator: the tie-break of the order, and warnings' location. */
  readonly node: ts.Node;
  readonly events: readonly GatewayEventShape[];
  /** The `emits` member's events by name, and its index signature; `undefined` without `emits`. */
  readonly emits?: { readonly events: ReadonlyMap<string, TypeShape>; readonly index?: TypeShape };
}

/** A route's leaf as its own file gives it (kept between generations), headers apart for the scopes to join. */
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
  /** Children not emitted (an unresolvable one's candidates), nor as roots: spec "Path construction" rule 4. */
  readonly claimed: readonly ts.ClassDeclaration[];
  readonly routes: readonly MethodRoute[];
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
  /** Routes reused from the previous generation, nothing they depend on having changed (0 when cold). */
  readonly reusedRoutes: number;
  /** The contract's routes, in its order; empty when a syntax error stopped the scan. */
  readonly contractRoutes: readonly ContractRouteInfo[];
  /** Every class the scan read as a controller, even with all routes skipped; empty after a syntax error. */
  readonly controllers: readonly string[];
  /** Controllers (and their children) left out because no `controllers([...])` call registers them. */
  readonly unregistered?: readonly string[];
  /** The global prefix before every route (`''` for none): the `prefix` option, else the sources' `new Fw`. */
  readonly prefix: string;
  /**
   * The OpenAPI document, when the `openapi` option asks for it: its absolute path, operations, and how many of
   * those came from records (as `reusedRoutes`).
   */
  readonly openapi?: {
    readonly output: string;
    readonly operations: number;
    readonly reusedOperations: number;
    readonly written: boolean;
  };
  /** The AsyncAPI document, when the `asyncapi` option asks for it: its absolute path and channels (gateways). */
  readonly asyncapi?: { readonly output: string; readonly channels: number; readonly written: boolean };
  /** Wall-clock milliseconds of this generation. */
  readonly ms: number;
  /** `false` when the text was the same, a scanned file did not parse, or no route was found (README). */
  readonly written: boolean;
}
