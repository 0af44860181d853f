import type { Constructor, FwPlugin, HttpMethod, ListenInfo, RawRouteValue, ServerHandle, Token } from './plugin.ts';
import type { MiddlewareEntry } from './middleware.ts';
import type { ProviderDefinition } from './di/provider.ts';
import { readProviderDefinition } from './di/read-provider.ts';
import { createOverride, type ProviderOverride } from './di/override.ts';
import type { ExceptionFilter } from './errors/exception-filter.ts';
import type { CanActivate } from './guards/can-activate.ts';
import type { ErrorLogger } from './errors/to-error-response.ts';
import { readOptions, type FwOptions } from './read-options.ts';
import type { PoisonCheck } from './pipeline/poisoning.ts';
import { serve, type RunningServer } from './adapter/bun.ts';
import { FwError, messages } from './errors/catalogue.ts';
import { toErrorResponse } from './errors/to-error-response.ts';
import { createErrorAnswer, type ErrorMapper } from './errors/map-error.ts';
import { inProcessServer, toHeadResponse } from './in-process-server.ts';
import { prepareApp, type PreparedApp } from './prepare.ts';
import { createDrain, createFinish } from './pipeline/close-connection.ts';
import { AppRegistry } from './registry.ts';
import type { ValidationErrorFactory } from './validation/validate.ts';
import { Priority } from './routing/route-table.ts';
import { readPort } from './read-port.ts';
import { classShutdownHooks, pluginShutdownHooks, runEach } from './shutdown-hooks.ts';
import { watchProcess, type ShutdownSignal } from './process-shutdown.ts';
import type { ListenOptions } from './cluster/listen-options.ts';
import { claimCluster, planListen } from './cluster/plan.ts';
import { ClusterPrimary } from './cluster/primary.ts';
import { joinPrimary } from './cluster/worker.ts';
import { readOwnMarker } from './cluster/worker-marker.ts';
import { bunClusterRuntime } from './adapter/bun-workers.ts';
import { availableParallelism } from 'node:os';

/** Raw routes in Bun's `routes` shape: a value for every method, or one per method. */
export type RawRoutes = Record<string, RawRouteValue | Partial<Record<HttpMethod, RawRouteValue>>>;

type Hooked = Partial<{ onListen(info: ListenInfo): unknown }>;

/**
 * The application.
 *
 * @example
 * const app = new Fw().controllers([UsersController]).services([UsersService]);
 * await app.listen();              // PORT, default 3000; listen(0) picks a free port
 * console.log(app.url.href);
 * await app.stop();                // shutdown hooks, then in-flight requests finish
 */
export class Fw {
  readonly #registry = new AppRegistry();
  readonly #bodyLimit: number;
  readonly #hostname: string | undefined;
  readonly #logger: ErrorLogger;
  readonly #onError: ErrorMapper | undefined;
  readonly #signals: readonly ShutdownSignal[];
  readonly #uncaughtTimeout: number | undefined;
  readonly #validationError: ValidationErrorFactory;
  /** Ends the turning of signals (and opted-in uncaught errors) into `stop()`, watched from `listen()` on. */
  #unwatchProcess: () => void = () => {};
  /** Set while `stop()` drains the server: the responses made meanwhile say `Connection: close`. */
  readonly #drain = createDrain();
  readonly #checkBody: PoisonCheck | undefined;
  #prepared: Promise<PreparedApp> | undefined;
  #server: RunningServer | undefined;
  /** Set in the process that called `listen(port, { workers })`: it supervises the workers and serves nothing. */
  #primary: ClusterPrimary | undefined;
  #starting = false;
  /** The shutdown hooks ran (after `stop()` or a failed start): this app does not start again. */
  #finished = false;
  #stopping: Promise<void> | undefined;
  /** A `stop()` that came while `listen()` compiled the app and ran `onInit` (a Ctrl-C during a slow connect). */
  #stopWhileStarting: Deferred | undefined;
  /** The running stop cuts connections rather than waiting for them (`stop(true)`, now or during the stop). */
  #force = false;

  constructor(options: FwOptions = {}) {
    const resolved = readOptions(options);
    ({ bodyLimit: this.#bodyLimit, hostname: this.#hostname, logger: this.#logger, onError: this.#onError } = resolved);
    ({ signals: this.#signals, uncaughtTimeout: this.#uncaughtTimeout } = resolved);
    this.#checkBody = resolved.checkBody;
    this.#validationError = resolved.validationError;
    this.#registry.prefix = resolved.prefix;
  }

  /** Adds a plugin, or a global middleware (a function, or a class with `use()`): every controller route, 404, 405. */
  use(pluginOrMiddleware: FwPlugin | MiddlewareEntry): this {
    this.#assertOpen('use()');
    if (typeof pluginOrMiddleware === 'function') this.#registry.middleware.push(pluginOrMiddleware);
    else this.#registry.plugins.push(pluginOrMiddleware);
    return this;
  }

  /** Registers root controllers (their children come with them). */
  controllers(controllers: readonly Constructor[]): this {
    this.#assertOpen('controllers()');
    this.#registry.controllers.push(...controllers);
    return this;
  }

  /** Registers injectable classes (singletons). */
  services(services: readonly Constructor[]): this {
    this.#assertOpen('services()');
    this.#registry.services.push(...services);
    return this;
  }

  /**
   * Registers providers: a class (as `services()`), `{ provide, useValue }`, `{ provide, useFactory,
   * inject }` (awaited at `listen()`) or `{ provide, useClass }`; tokens are classes, `createToken<T>()`
   * tokens, symbols or strings, injected by class type or `@Inject(token)`.
   *
   * @example
   * app.providers([{ provide: CONFIG, useValue: config }, { provide: Mailer, useClass: SmtpMailer }]);
   */
  providers(providers: readonly ProviderDefinition[]): this {
    this.#assertOpen('providers()');
    for (const definition of providers) readProviderDefinition(definition);
    this.#registry.providers.push(...providers);
    return this;
  }

  /**
   * Replaces a provider, whoever registers it (a service, a provider, a plugin, a guard or middleware
   * class), before `listen()` or the first `fetch()`: for tests.
   *
   * @example
   * await new Fw().controllers([UsersController]).services([UsersService])
   *   .overrideProvider(UsersService).useValue({ list: () => [fakeUser] })
   *   .fetch(new Request('http://local/api/users'));
   */
  overrideProvider<T>(token: Token<T>): ProviderOverride<T, this> {
    this.#assertOpen('overrideProvider()');
    return createOverride(this.#registry.container, token, this);
  }

  /**
   * Exception filter classes for every controller route and the core's 404 and 405, asked after the
   * routes' own (`@UseFilters`), the last given first; resolved through DI.
   *
   * @example
   * app.useGlobalFilters(NotFoundFilter, ValidationFilter);
   */
  useGlobalFilters(...filters: Constructor<ExceptionFilter>[]): this {
    this.#assertOpen('useGlobalFilters()');
    this.#registry.globalFilters.push(...filters);
    return this;
  }

  /**
   * Guard classes for every controller route, run before the routes' own (`@UseGuards`), in order;
   * resolved through DI.
   *
   * @example
   * app.useGlobalGuards(RateLimitGuard);
   */
  useGlobalGuards(...guards: Constructor<CanActivate>[]): this {
    this.#assertOpen('useGlobalGuards()');
    this.#registry.globalGuards.push(...guards);
    return this;
  }

  /**
   * A raw route, outside the decorators and the contract. A fixed `Response` is served by the
   * runtime's native static routes; a handler runs per request. A controller on the same method and
   * path wins. `'*'` means every method.
   *
   * @example
   * app.route('GET', '/healthz', new Response('ok'));
   * app.route('GET', '/time', () => new Response('t=' + Date.now()));
   */
  route(method: HttpMethod | HttpMethod[] | '*', path: string, value: RawRouteValue): this {
    this.#assertOpen('route()');
    this.#registry.addRawRoute(method, path, value, {
      priority: Priority.Raw,
      exclusive: false,
      source: 'app.route()',
    });
    return this;
  }

  /**
   * Raw routes in Bun's `routes` shape.
   *
   * @example
   * app.addRoutes({ '/robots.txt': new Response('User-agent: *'), '/echo': { POST: (req) => new Response(req.body) } });
   */
  addRoutes(routes: RawRoutes): this {
    this.#assertOpen('addRoutes()');
    const claim = { priority: Priority.Raw, exclusive: false, source: 'app.addRoutes()' };
    for (const [path, value] of Object.entries(routes)) {
      if (value instanceof Response || typeof value === 'function') this.#registry.addRawRoute('*', path, value, claim);
      else
        for (const [method, each] of Object.entries(value))
          this.#registry.addRawRoute(method as HttpMethod, path, each, claim);
    }
    return this;
  }

  /**
   * Compiles the app and starts the server. No argument: `PORT` from the environment, else 3000.
   * Throws at once for a missing provider, an uncovered handler parameter or a duplicate route. When
   * the server cannot start (port in use) or an `onListen` hook throws, the shutdown hooks run before
   * `listen()` rejects with that error, so what `onInit` opened is closed again. With `{ workers }` the
   * app runs in that many processes sharing the port (Linux), and this one supervises them.
   *
   * @example
   * await app.listen(3000, { workers: 'auto' }); // resolves once every worker listens
   */
  async listen(port?: number, options?: ListenOptions): Promise<this> {
    if (this.#server || this.#primary?.url) throw new FwError(messages.alreadyListening());
    if (this.#starting) throw new FwError(messages.alreadyStarting());
    // The shutdown hooks closed what onInit opened, and the app is compiled and initialized only once.
    if (this.#finished) throw new FwError(messages.listenAfterShutdown());
    const marker = readOwnMarker();
    const warn = (message: string) => this.#logger.error(message);
    const role = planListen(options, { platform: process.platform, cores: availableParallelism(), marker, warn });
    const bindPort = role.kind === 'worker' ? role.marker.port : readPort(port, process.env);
    const release = role.kind === 'single' ? () => {} : claimCluster();
    if (role.kind === 'primary') return this.#listenPrimary(bindPort, role.count, release);
    // Set before the first await: a second call in the same tick must not start a second server.
    this.#starting = true;
    const unwatch = this.#watchProcess();
    const stop = (force: boolean) => this.stop(force);
    const link = role.kind === 'worker' ? joinPrimary(role.marker, stop, this.#logger) : undefined;
    this.#unwatchProcess = () => {
      unwatch();
      link?.leave();
      release();
    };
    try {
      await this.#start(bindPort, link !== undefined);
      link?.listening(this.url);
      return this;
    } catch (error) {
      link?.failed(error);
      this.#unwatchProcess();
      // Nothing started: the stop asked for meanwhile has nothing left to do.
      this.#stopWhileStarting?.resolve();
      this.#stopWhileStarting = undefined;
      throw error;
    } finally {
      this.#starting = false;
    }
  }

  async #listenPrimary(port: number, count: number, release: () => void): Promise<this> {
    const options = { count, hostname: this.#hostname, logger: this.#logger, runtime: bunClusterRuntime };
    const primary = (this.#primary = new ClusterPrimary(options));
    this.#starting = true;
    const unwatch = this.#watchProcess();
    this.#unwatchProcess = () => {
      unwatch();
      release();
    };
    try {
      await primary.start(port);
      return this;
    } catch (error) {
      this.#finished = true;
      this.#unwatchProcess();
      throw error;
    } finally {
      this.#starting = false;
    }
  }

  /** Turns the process's signals (and opted-in uncaught errors) into `stop()` until the returned function runs. */
  #watchProcess(): () => void {
    return watchProcess({
      stop: (force) => this.stop(force),
      signals: this.#signals,
      uncaughtTimeout: this.#uncaughtTimeout,
      logger: this.#logger,
    });
  }

  async #start(port: number, reusePort: boolean): Promise<void> {
    const prepared = await this.#prepare();
    const stop = this.#stopWhileStarting;
    if (stop !== undefined) {
      // The server is never started: onInit's work is closed again, and listen() says why it ends.
      this.#stopWhileStarting = undefined;
      const errors = await this.#runShutdownHooks();
      if (errors.length > 0) stop.reject(toShutdownError(errors));
      else stop.resolve();
      throw new FwError(messages.stoppedWhileStarting());
    }
    let server: RunningServer | undefined;
    try {
      server = this.#server = serve({
        port,
        reusePort,
        hostname: this.#hostname,
        bodyLimit: this.#bodyLimit,
        routes: prepared.table,
        fallback: prepared.answer,
        websocket: this.#registry.websocket?.handler,
        onError: (error) => toErrorResponse(error, this.#logger),
        drain: this.#drain,
      });
      const info: ListenInfo = { server: server.handle, port: server.handle.port, url: server.handle.url };
      // The plugins' hooks first: they bind what they provide to the running server (the WebSocket
      // plugin's RoomManager), which the classes' onListen may then use.
      for (const hook of this.#registry.listenHooks) await hook(info);
      for (const instance of this.#registry.container.instances) await (instance as Hooked).onListen?.(info);
    } catch (error) {
      // A failed start must leave nothing running: no half-started server on the port, and no timer
      // or pool an onInit hook opened, which would keep the process alive.
      this.#server = undefined;
      await server?.stop(true);
      // The start's error is the one to report; a hook failing on top of it goes to the log. A stop()
      // that came during the onListen hooks has run the shutdown hooks already: not twice.
      if (!this.#finished) {
        for (const failure of await this.#runShutdownHooks())
          this.#logger.error(messages.shutdownAfterFailedStart(), failure);
      }
      throw error;
    }
  }

  /**
   * Graceful stop: from its start every response says `Connection: close`; the plugins' shutdown hooks
   * run (the WebSocket plugin closes its sockets), the server stops accepting, closes idle connections
   * and lets in-flight requests finish, then the classes' `onShutdown` hooks run (reverse
   * order), so a request still running never finds its database pool closed under it. Calls while a
   * stop is running share it, so SIGINT and SIGTERM together run each hook once; `stop(true)` then
   * cuts the connections the graceful stop waits for (an open event stream would keep it waiting
   * forever). A hook that throws does not keep the server up: every hook runs, the server stops, then
   * the error is thrown (an `AggregateError` for several). A stop while `listen()` is still starting
   * (compiling, running `onInit`) waits for that, runs the shutdown hooks instead of starting the
   * server, and `listen()` rejects saying so. SIGTERM and SIGINT call it by default (`shutdownSignals`).
   *
   * @example
   * await app.stop();     // graceful
   * await app.stop(true); // cuts the connections in flight (a second signal does this)
   */
  stop(force = false): Promise<void> {
    if (this.#primary) {
      this.#finished = true;
      return this.#primary.stop(force).finally(() => this.#unwatchProcess());
    }
    const server = this.#server;
    if (!server && this.#starting) return (this.#stopWhileStarting ??= createDeferred()).promise;
    if (!server) return this.#stopping ?? Promise.resolve();
    if (this.#stopping) {
      if (force) this.#forceStop(server);
      return this.#stopping;
    }
    this.#force = force;
    return (this.#stopping = this.#shutdown(server).finally(() => (this.#stopping = undefined)));
  }

  async #shutdown(server: RunningServer): Promise<void> {
    this.#finished = true;
    this.#drain.closing = true;
    server.drain();
    const errors = await runEach(this.#pluginShutdownHooks());
    await server.stop(this.#force);
    this.#server = undefined;
    this.#drain.closing = false;
    errors.push(...(await runEach(this.#classShutdownHooks())));
    this.#unwatchProcess();
    if (errors.length > 0) throw toShutdownError(errors);
  }

  // Bun resolves a pending graceful `stop()` once a forced one has closed the connections.
  #forceStop(server: RunningServer): void {
    this.#force = true;
    void server.stop(true);
  }

  /** The plugins' shutdown hooks, then the classes', each in reverse; every hook runs. Returns what they threw. */
  async #runShutdownHooks(): Promise<unknown[]> {
    this.#finished = true;
    return runEach([...this.#pluginShutdownHooks(), ...this.#classShutdownHooks()]);
  }

  #pluginShutdownHooks(): (() => unknown)[] {
    return pluginShutdownHooks(this.#registry.shutdownHooks);
  }

  #classShutdownHooks(): (() => unknown)[] {
    return classShutdownHooks(this.#registry.container.instances);
  }

  /** The bound port (after `listen()`); in the primary of workers, the port they share. */
  get port(): number {
    return this.#primary?.port ?? this.#requireServer().port;
  }

  /** The server's URL (after `listen()`); in the primary of workers, worker 1's. */
  get url(): URL {
    return this.#primary?.url ?? this.#requireServer().url;
  }

  /**
   * This process's worker number, 1 to n, under `listen(port, { workers })`; `undefined` in the
   * primary and in a single process. Code outside the app runs in every process: check it there.
   */
  get workerId(): number | undefined {
    return readOwnMarker()?.id;
  }

  /** The running server, or `undefined` before `listen()` and after `stop()`. */
  get server(): ServerHandle | undefined {
    return this.#server?.handle;
  }

  /**
   * Answers a request in-process, with the same routes, middleware and errors, without a socket.
   * Compiles the app on first use if `listen()` has not.
   *
   * @example
   * const res = await app.fetch(new Request('http://local/api/users'));
   */
  async fetch(request: Request): Promise<Response> {
    const response = await this.#answer(request, await this.#prepare());
    // Bun answers HEAD from the GET route without a body (RFC 9110 §9.3.2), whichever route answered,
    // a fixed Response, a miss or an error included; so does fetch().
    return request.method === 'HEAD' ? toHeadResponse(response) : response;
  }

  async #answer(request: Request, prepared: PreparedApp): Promise<Response> {
    const server = this.#server?.handle ?? inProcessServer;
    try {
      const response = await prepared.answer(request, server);
      if (response === undefined) throw new FwError(messages.noRawResponse(request.method, request.url));
      return response;
    } catch (error) {
      return toErrorResponse(error, this.#logger, request);
    }
  }

  #prepare(): Promise<PreparedApp> {
    return (this.#prepared ??= prepareApp(this.#registry, {
      bodyLimit: this.#bodyLimit,
      checkBody: this.#checkBody,
      logger: this.#logger,
      answerError: createErrorAnswer(this.#logger, this.#onError),
      validationError: this.#validationError,
      finish: createFinish(this.#drain),
    }));
  }

  #assertOpen(what: string): void {
    if (this.#prepared) throw new FwError(messages.lateRegistration(what));
  }

  #requireServer(): ServerHandle {
    if (!this.#server) throw new FwError(messages.notListening());
    return this.#server.handle;
  }
}

// `Promise.withResolvers` is ES2024: a user's tsconfig with an ES2023 `lib` type-checks this source too.
interface Deferred {
  readonly promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

function createDeferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

/** What a stop whose hooks threw rejects with: the one error, or all of them. */
function toShutdownError(errors: readonly unknown[]): unknown {
  return errors.length === 1 ? errors[0] : new AggregateError(errors, messages.shutdownFailed(errors.length));
}
