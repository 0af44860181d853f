import type { TableMethod } from '../http/methods.ts';
import type { SlotTarget } from './slot-target.ts';
import { prefixMessages } from './prefix-messages.ts';
import { describeValue } from '../values/describe-value.ts';

type Form = 'experimental' | 'stage3' | undefined;

// A relative path on purpose: Bun 1.4.5 ignores an `extends` given as a package name (see the core README).
const PRESET =
  'extend "./node_modules/@fw/core/tsconfig.preset.json" (a relative path: "../../node_modules/..." where a ' +
  'workspace hoists node_modules) in the tsconfig.json of the folder Bun starts in; it sets experimentalDecorators ' +
  'and emitDecoratorMetadata';

// What a client reads (the `message` of an HTTP answer) and parts of other messages: no prefix.
const answers = {
  notFound: (method: string, path: string) => `Cannot ${method} ${path}`,
  methodNotAllowed: (method: string, path: string) => `Method ${method} is not allowed on ${path}`,
  methodNotImplemented: (method: string, routed: readonly string[]) =>
    `Method ${JSON.stringify(method)} is not implemented; this server routes ${routed.join(', ')} ` +
    '(method names are case-sensitive)',
  malformedJson: () => 'Malformed JSON body',
  poisonedJson: (key: string) => `JSON body has a forbidden "${key}" key (prototype poisoning)`,
  malformedMultipart: () => 'Malformed multipart/form-data body',
  formBodyExpected: (type: string | null) =>
    `Expected a multipart/form-data or application/x-www-form-urlencoded body, got ` +
    `${type === null ? 'no Content-Type' : JSON.stringify(type)}`,
  bodyTooLarge: (limit: number) => `Request body exceeds the limit of ${limit} bytes`,
  // The first issue goes into the message, because a client shows `message` and rarely walks `issues`.
  validationFailed: (first: { message: string; path?: readonly (string | number)[] }, more: number) =>
    `Validation failed: ${first.path?.length ? `${first.path.join('.')}: ` : ''}${first.message}` +
    (more > 0 ? ` (and ${more} more)` : ''),
  internal: () => 'Internal Server Error',
  notANumber: (slot: SlotTarget, value: string) =>
    `${describeTarget(slot)} must be a number, got ${JSON.stringify(value)}`,
  notABoolean: (slot: SlotTarget, value: string) =>
    `${describeTarget(slot)} must be true or false, got ${JSON.stringify(value)}`,
  wrongBodyType: (slot: SlotTarget, expected: string, value: unknown) =>
    `${describeTarget(slot)} must be ${expected}, got ${JSON.stringify(value) ?? String(value)}`,
  notOneValue: (slot: SlotTarget, count: number) => `${describeTarget(slot)} must be given once, got ${count} values`,
  malformedParam: (name: string, raw: string) =>
    `Path parameter "${name}" must be percent-encoded UTF-8, got ${JSON.stringify(raw)}`,
  malformedQuery: (key: string, raw: string) =>
    `Query parameter "${key}" must be percent-encoded UTF-8, got ${JSON.stringify(raw)}`,
  lostBodySchema: () => 'a @Schema DTO would go unvalidated (or name it: @Post(path, { body: Dto }))',
  lostSchema: () => 'a @Schema class would go unvalidated',
  lostConversion: () => 'the value would reach the handler as the string it was sent as, whatever type it declares',
  guardRefused: () => 'Forbidden resource',
} as const;

// What fw throws at or logs for the developer: each starts with `@fw/core: ` (ARCHITECTURE.md, "Messages").
const diagnostics = {
  shutdownFailed: (count: number) => `${count} shutdown hooks failed; the server was stopped`,
  requestFailed: (method: string, url: string) => `${method} ${url} failed:`,
  rawRouteFailed: () => 'a raw route failed:',
  unsendableException: (name: string, status: number) =>
    `${name} (${status}) could not be sent, its body is not JSON or a header is invalid (answered 500):`,
  filterThrew: (filter: string, method: string, url: string) =>
    `exception filter ${filter} threw while answering the error of ${method} ${url}; the error it was given:`,
  unsendableFilterValue: (filter: string, problem: string) =>
    `exception filter ${filter} returned a value that could not be sent (${problem}); the exception it answered ` +
    `is the cause`,
  onErrorThrew: (method: string, url: string) =>
    `onError threw while mapping the error of ${method} ${url} (answered 500):`,
  onErrorReturned: (method: string, url: string, value: unknown) =>
    `onError returned ${describeValue(value)} for the error of ${method} ${url} (answered 500); it must return an ` +
    `HttpException, a Response or undefined` +
    (value instanceof Promise ? `, synchronously: it cannot be an async function` : ''),
  validationErrorReturned: (value: unknown) =>
    `validationError returned ${describeValue(value)}; it must return an HttpException ` +
    `(e.g. new UnprocessableEntityException({ errors }))`,
  validatorWithoutIssue: () => 'The Standard Schema validator reported a failure without an issue',
  uncoveredParameter: (where: string, index: number) =>
    `${where}: parameter #${index} has no slot decorator ` +
    `(@Param, @Query, @Body, @Header, @Req, @Ctx, @Locals or one made by createParamDecorator). ` +
    `Decorate it, or if you did: parameter decorators only run with experimentalDecorators; ${PRESET}.`,
  noParamTypes: (where: string, index: number, slot: string, loss: string) =>
    `${where}: parameter #${index} (${slot}) is read by its declared type, but the compiler recorded no ` +
    `parameter types (emitDecoratorMetadata is off), so ${loss}. Turn emitDecoratorMetadata on: ${PRESET}.`,
  stage3Arity: (where: string, count: number) =>
    `${where} takes ${count} parameters, but with TC39 (Stage 3) decorators a handler receives one argument, the ` +
    `context: (ctx: Context<{ params, query, body, headers }>). To use @Param/@Query/@Body/@Header, ${PRESET}.`,
  duplicateRoute: (method: TableMethod, path: string, first: string, second: string, firstPath: string = path) =>
    firstPath === path
      ? `Duplicate route ${method} ${path}: declared by ${first} and by ${second}`
      : `Duplicate route ${method} ${path}: ${first} declares it as ${firstPath}, and a router cannot tell ` +
        `routes apart by their param names (declared again by ${second})`,
  exclusiveRoute: (method: TableMethod, path: string, owner: string, other: string, otherPath: string = path) =>
    `Route conflict on ${method} ${path}: ${other} declares it${otherPath === path ? '' : ` (as ${otherPath})`}, ` +
    `but ${owner} owns that method and path, and one would silently shadow the other. Give one of them another path.`,
  unreachablePath: (method: TableMethod, path: string, source: string, reason: string) =>
    `Route ${method} ${JSON.stringify(path)} (${source}) ${reason}`,
  unknownPathParam: (where: string, key: string, route: string, names: readonly string[]) =>
    names.includes(`${key}?`)
      ? `${where}: @Param('${key}') reads :${key}? of ${route}: optional params are not supported: declare both ` +
        `routes, one with :${key} and one without it (a handler each).`
      : `${where}: @Param('${key}') names no segment of ${route}; ` +
        (names.length === 0
          ? 'the path has no :param segment.'
          : `its params are ${names.map((name) => `:${name}`).join(', ')}.`),
  middlewareWithoutUse: (name: string) =>
    `${name} is given as middleware but is a class without a use(ctx, next) method: ` +
    `implement FwMiddleware, or pass a function`,
  notAClass: (where: string, index: number, kind: string, value: unknown) => {
    const instanceOf = readInstanceName(value);
    const what = instanceOf === undefined ? describeValue(value) : `an instance of ${instanceOf}`;
    const hint =
      value === undefined
        ? ' (an import cycle leaves an imported class undefined where it is used)'
        : instanceOf === undefined
          ? ''
          : ` (${instanceOf} itself: fw builds it through DI)`;
    return `${where}: argument ${index + 1} is ${what}; give ${kind} class${hint}`;
  },
  schemaNotStandard: (value: unknown) =>
    `@Schema() takes a Standard Schema (zod 4, valibot 1, arktype: z.object({ ... })), got ${describeValue(value)}`,
  schemaDtoNotStandard: (value: unknown) =>
    `SchemaDto() takes a Standard Schema (zod 4, valibot 1, arktype: z.object({ ... })), got ${describeValue(value)}`,
  schemaNotOnClass: (where: string, name: string) =>
    `@Schema() is on ${where} (${name}), where it validates nothing: put it on a DTO class and type the ` +
    `parameter with that class (@Body() dto: CreateUserDto)`,
  paramDecoratorNotAFunction: (value: unknown) =>
    `createParamDecorator() takes a function (data, ctx) => value, got ${describeValue(value)}`,
  guardWithoutCanActivate: (name: string) =>
    `${name} is used as a guard but has no canActivate(ctx) method: implement CanActivate`,
  skipWhenNotAKey: (name: string, value: unknown) =>
    `${name}.skipWhen is ${describeValue(value)}; give a route metadata key: ` +
    `static readonly skipWhen = Public, with const Public = createMetadata<boolean>('public')`,
  filterWithoutCatch: (name: string) =>
    `${name} is used as an exception filter but has no catch(exception, ctx) method: implement ExceptionFilter`,
  controllerNotDecorated: (name: string) => `${name} is listed as a controller but has no @Controller() decorator`,
  childCycle: (chain: string) => `Controller children form a cycle: ${chain}`,
  missingProvider: (owner: string, index: number, param: string, token: string, providedBy?: string) =>
    `Cannot create ${owner}: no provider for constructor parameter #${index} (${param}: ${token}). ` +
    (providedBy === undefined
      ? `Register it with app.services([...]), app.providers([...]) or a plugin's host.provide().`
      : `${token} is provided by ${providedBy}.`),
  missingParamType: (owner: string, index: number, param: string, form: Form, decorated: boolean) =>
    `Cannot create ${owner}: constructor parameter #${index} (${param}) has no type metadata` +
    (form === 'stage3'
      ? `: TC39 (Stage 3) decorators emit none. List the tokens in "static inject = [...]", one per constructor ` +
        `parameter in order; or, to have fw read the types (and use parameter decorators), ${PRESET}.`
      : decorated
        ? `, though ${owner} has a decorator: the compiler emits it only with emitDecoratorMetadata, which is ` +
          `off. Turn it on: ${PRESET}. Or name the token with @Inject(token).`
        : `. Decorate the class with @Service() so the compiler emits it (a class without a decorator gets none), ` +
          `or name the token with @Inject(token)` +
          (form === undefined
            ? `; with TC39 decorators list the tokens in "static inject = [...]"; or ${PRESET}.`
            : '.')),
  primitiveParamType: (owner: string, index: number, param: string, type: string) =>
    `Cannot create ${owner}: constructor parameter #${index} (${param}) is typed ${type}, which is not injectable ` +
    `(an interface or primitive). Name its token with @Inject(token) or "static inject = [...]".`,
  factoryFailed: (token: string, problem: unknown) =>
    `Cannot create ${token}: its useFactory ${problem instanceof Error ? 'threw' : 'threw a non-Error'}: ` +
    `${problem instanceof Error ? problem.message : describeValue(problem)} (the cause holds what it threw)`,
  missingFactoryDependency: (token: string, index: number, dependency: string, providedBy?: string) =>
    `Cannot create ${token}: no provider for inject[${index}] (${dependency}) of its useFactory. ` +
    (providedBy === undefined
      ? `Register it with app.services([...]) or app.providers([...]).`
      : `${dependency} is provided by ${providedBy}.`),
  badProvider: (definition: unknown) =>
    `app.providers(): ${describeShape(definition)} is not a provider; ` +
    `give a class, or { provide: token } with exactly one ` +
    `of useValue, useFactory (a function, inject an array of tokens) or useClass (a class)`,
  dependencyCycle: (chain: string) => `Dependency cycle: ${chain}`,
  providerConflict: (token: string) => `${token} is provided twice`,
  resolveBeforeInit: (token: string) =>
    `Cannot resolve ${token} before the container is built: call resolve() from onInit on`,
  unknownToken: (token: string) => `No provider for ${token}`,
  valueProviderNeedsValue: (token: string) => `provide(${token}) needs a value: only a class can be provided alone`,
  websocketTwice: (plugin: string) => `${plugin}: a WebSocket handler is already registered (one per app)`,
  alreadyListening: () => 'The app is already listening: call stop() first',
  stoppedWhileStarting: () =>
    'stop() was called while listen() was starting (compiling the app, running onInit hooks): ' +
    'the server was not started, and the shutdown hooks ran',
  alreadyStarting: () => 'The app is already starting: listen() was called again before the first call finished',
  listenAfterShutdown: () =>
    'This app has run its shutdown hooks (after stop() or a failed listen()), which closed what onInit opened: ' +
    'create a new Fw to start again',
  shutdownAfterFailedStart: () => 'A shutdown hook failed while listen() was cleaning up after a failed start:',
  stopFailed: (on: string) => `stopping the app on ${on} failed (exit code 1):`,
  uncaughtError: (timeout: number) =>
    `uncaught error: stopping the app (for at most ${timeout} ms), then exiting with code 1:`,
  uncaughtDuringStop: () => 'uncaught error while the app stops:',
  uncaughtStopTimedOut: (timeout: number) =>
    `the app did not stop within ${timeout} ms of an uncaught error: exiting with code 1`,
  notListening: () => 'The app is not listening: call listen() first',
  notOnBun: () => 'fw runs on Bun: start it with bun (npx bun src/main.ts) or npm start',
  noWebSocketsOnRuntime: (runtime: string) =>
    `the ${runtime} runtime serves no WebSockets yet: WebSocket gateways (@fw/websocket) run on Bun`,
  notANodeWebSocketHandler: () =>
    "the Node runtime takes a WebSocket handler made for Node (startOnNode()), such as @fw/websocket's; " +
    'this one was made for another runtime',
  noWorkers: (runtime: string) => `listen(port, { workers }): the ${runtime} runtime cannot fork workers`,
  noRawResponse: (method: string, url: string) => `${method} ${url}: a raw handler returned no response`,
  lateRegistration: (what: string) => `${what} must be called before listen() or the first fetch()`,
  corsUnknownOption: (key: string, known: readonly string[]) =>
    `cors(): unknown option "${key}"; the options are ${known.join(', ')}`,
  unknownRouteMethod: (source: string, method: unknown, path: string, methods: readonly string[]) =>
    `${source}: ${describeValue(method)} on ${path} is not a method fw routes; use one of ${methods.join(', ')} ` +
    `(upper case) or '*'`,
  httpCodeStatus: (status: unknown, method: string) =>
    `@HttpCode(${describeValue(status)}) on ${method}: the status must be an integer from 200 to 599 (what a ` +
    `Response can carry)`,
  redirectStatus: (status: unknown) =>
    `ctx.redirect(location, ${describeValue(status)}): a redirect status is 300 to 399 (302 when left out)`,
  badExceptionStatus: (status: unknown, message: unknown) =>
    `new HttpException(${describeValue(status)}, ${describeValue(message)}): ` +
    'the status must be an integer from 400 to 599' +
    (typeof message === 'number' ? ' (fw takes the status first; NestJS takes the message first)' : ''),
  badExceptionBody: (status: number, body: unknown) =>
    `new HttpException(${status}, ${describeValue(body)}): the body must be a message string or a JSON object`,
  corsInvalidOption: (key: string, value: unknown, expected: string) =>
    `cors(): invalid ${key} ${describeValue(value)}; expected ${expected}`,
  corsNotAnOrigin: (entry: string, origin: string | undefined) =>
    `cors(): origin ${JSON.stringify(entry)} is not an origin as a browser sends it ` +
    '(scheme://host[:port], no path or trailing slash)' +
    (origin === undefined ? '' : `; write ${JSON.stringify(origin)}`),
  corsWildcardCredentials: (byDefault: boolean) =>
    `cors(): origin '*'${byDefault ? ' (the default)' : ''} cannot be used with credentials: true, ` +
    'as browsers refuse a credentialed answer allowed to every origin; list the allowed origins ' +
    "(origin: ['https://app.example.com']), or reflect the request's origin with origin: true " +
    '(every site can then read credentialed answers)',
  corsOriginPattern: (entry: string, forms: string) =>
    `cors(): origin ${JSON.stringify(entry)} is a pattern, and origins are compared whole; ` +
    `write a RegExp such as /^https:\\/\\/[a-z0-9-]+\\.app\\.example$/ (the forms: ${forms})`,
  corsOriginResult: (value: unknown) =>
    `cors(): the origin function must return true or false, got ${describeValue(value)}`,
  unknownOption: (key: string, known: readonly string[]) =>
    `Unknown Fw option "${key}": the options are ${known.join(', ')}`,
  unreachablePrefix: (value: string, reason: string) =>
    `Invalid Fw option prefix: ${JSON.stringify(value)} ${reason} No controller route under it could be requested.`,
  openTelemetryMissing: (option: string) =>
    `Fw option ${option} needs @opentelemetry/api: npm install @opentelemetry/api, and an SDK to export with`,
  invalidOption: (key: string, value: unknown, expected: string) =>
    `Invalid Fw option ${key}: ${describeValue(value)}; expected ${expected}`,
  invalidPort: (value: string, source: string) =>
    `Invalid port ${JSON.stringify(value)} from ${source}: expected an integer from 0 to 65535`,
  listenUnknownOption: (key: string) => `listen(): unknown option "${key}"; the option is workers`,
  listenOptionsNotObject: (value: unknown) =>
    `listen(port, options): options must be an object such as { workers: 2 }, got ${describeValue(value)}`,
  invalidWorkers: (value: unknown, cores: number) =>
    `listen(): invalid workers ${describeValue(value)}; expected an integer from 1, ` +
    `or 'auto' (one per core: ${cores} here)`,
  noReusePortBalancing: (platform: string, count: number) =>
    `workers: ${count} runs in one process on ${platform}: only Linux's kernel spreads connections over ` +
    'processes sharing a port (SO_REUSEPORT); elsewhere one process would take them all',
  secondCluster: () =>
    'listen({ workers }) runs one app per process: the workers re-run the entry script, and a second clustered app ' +
    "there could not tell its workers from the first one's; run it from another entry script",
  workerFailedToStart: (id: number, count: number, reason: string) =>
    `Worker ${id} of ${count} failed to start: ${reason}`,
  workerExitedEarly: (id: number, count: number, exit: string) =>
    `Worker ${id} of ${count} ${exit} before listening (its output above says why)`,
  workerRestarting: (id: number, pid: number, exit: string, delay: number) =>
    `worker ${id} (pid ${pid}) ${exit}; starting a new one in ${delay} ms`,
  workersStopFailed: (failures: readonly string[]) => `Workers failed to stop cleanly: ${failures.join('; ')}`,
  workerStopFailed: (id: number) => `worker ${id}: stopping the app failed (exit code 1):`,
  workerOrphaned: (id: number, grace: number) =>
    `worker ${id}: the primary process is gone; stopping the app (for at most ${grace} ms), then exiting`,
  cookieRejected: (caller: string, name: string, reason: string) => `${caller}(${JSON.stringify(name)}): ${reason}`,
  cookiePrefixNotSecure: (caller: string, name: string, prefix: string) =>
    `${caller}(${JSON.stringify(name)}): a ${prefix} cookie must be Secure (RFC 6265bis §4.1.3), ` +
    'and browsers reject it without; remove secure: false, or rename the cookie',
  hostCookieDomain: (caller: string, name: string, domain: string) =>
    `${caller}(${JSON.stringify(name)}): a __Host- cookie cannot have a domain (RFC 6265bis §4.1.3.2), ` +
    `got ${JSON.stringify(domain)}; ` +
    `remove domain, or use the __Secure- prefix to share the cookie with subdomains`,
  hostCookiePath: (caller: string, name: string, path: string) =>
    `${caller}(${JSON.stringify(name)}): a __Host- cookie must have path '/' (RFC 6265bis §4.1.3.2), ` +
    `got ${JSON.stringify(path)}; ` +
    `remove path, or use the __Secure- prefix`,
  cookieNeedsSecure: (caller: string, name: string, option: string) =>
    `${caller}(${JSON.stringify(name)}): ${option} needs secure: true, ` +
    'as browsers reject such a cookie without Secure; add secure: true (the cookie is then sent over HTTPS only)',
} as const;

/** Every message fw writes, in one place (Fastify's lib/errors.js); startup ones name the culprit and the fix. */
export const messages = { ...answers, ...prefixMessages('@fw/core', diagnostics) };

const TARGETS: Readonly<Record<SlotTarget['slot'], string>> = {
  body: 'Body key',
  query: 'Query parameter',
  param: 'Path parameter',
  header: 'Header',
};

// `Query parameter "page"`: where a refused value was sent.
function describeTarget(target: SlotTarget): string {
  return `${TARGETS[target.slot]} "${target.key}"`;
}

// An object by its keys (`{ provide, usevalue }`: what was misspelt shows), anything else as a value.
function describeShape(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return describeValue(value);
  return `{ ${Object.keys(value).join(', ')} }`;
}

// `@UseGuards(new AuthGuard())` is the NestJS habit; fw takes classes only.
function readInstanceName(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const name: unknown = value.constructor?.name;
  return typeof name === 'string' && name !== 'Object' ? name : undefined;
}

/** A startup or usage error of fw itself (not an HTTP answer). */
export class FwError extends Error {
  override name = 'FwError';
}
