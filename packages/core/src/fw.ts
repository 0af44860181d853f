import type { Constructor, HttpMethod, RawRouteValue, ServerHandle } from './types.ts';
import type { HttpRuntime, RunningServer } from './runtime/http-runtime.ts';
import { toServerHandle } from './runtime/server-handle.ts';
import type { Token } from './metadata/token.ts';
import type { FwPlugin, ListenInfo } from './plugin/contract.ts';
import type { MiddlewareEntry } from './middleware.ts';
import type { CheckedProviders, ProviderDefinition } from './di/provider.ts';
import { readProviderDefinition } from './di/read-provider.ts';
import { createOverride, type ProviderOverride } from './di/override.ts';
import type { ExceptionFilter } from './answer-errors/exception-filter.ts';
import type { CanActivate } from './guards/can-activate.ts';
import type { ErrorLogger } from './errors/error-logger.ts';
import { readOptions, type FwOptions } from './app/read-options.ts';
import type { PoisonCheck } from './pipeline/poisoning.ts';
import { FwError, messages } from './errors/catalogue.ts';
import { toErrorResponse } from './answer-errors/to-error-response.ts';
import type { ErrorMapper } from './answer-errors/error-answer.ts';
import { createErrorAnswer } from './answer-errors/map-error.ts';
import { inProcessServer } from './app/in-process-server.ts';
import { dispatchInProcess } from './app/dispatch.ts';
import { prepareApp, type PreparedApp } from './app/prepare.ts';
import { createDrain, createFinish } from './pipeline/close-connection.ts';
import { AppRegistry } from './app/registry.ts';
import type { ValidationErrorFactory } from './validation/validate.ts';
import { Priority } from './routing/route-table.ts';
import { readPort } from './app/read-port.ts';
import { classShutdownHooks, pluginShutdownHooks, runEach } from './app/shutdown-hooks.ts';
import { watchProcess, type ShutdownSignal } from './app/process-shutdown.ts';
import type { ListenOptions } from './cluster/listen-options.ts';
import { claimCluster, planListen } from './cluster/plan.ts';
import { ClusterPrimary } from './cluster/primary.ts';
import { joinPrimary } from './cluster/worker.ts';
import { readOwnMarker } from './cluster/worker-marker.ts';
import { availableParallelism } from 'node:os';
import { readClassList } from './decorators/class-list.ts';
import { observe, type Observation } from './app/observe.ts';

/** Raw routes in Bun's `routes` shape: a value for every method, or one per method. */
export type RawRoutes = Record<string, RawRouteValue | Partial<Record<HttpMethod, RawRouteValue>>>;

type Hooked = Partial<{ onListen(info: ListenInfo): unknown }>;

/**
 * The application.
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
  readonly #runtime: HttpRuntime;
  #unwatchProcess: () => void = () => {};
  readonly #drain = createDrain();
  readonly #checkBody: PoisonCheck | undefined;
  #prepared: Promise<PreparedApp> | undefined;
  #server: RunningServer | undefined;
  /** The running server as handlers see it, set with `#server`. */
  #handle: ServerHandle | undefined;
  /** In the process that called `listen(port, { workers })`: it supervises and serves nothing. */
  #primary: ClusterPrimary | undefined;
  #starting = false;
  #finished = false;
  #stopping: Promise<void> | undefined;
  #stopWhileStarting: Deferred | undefined;
  #force = false;
  readonly #observation: Observation;

  constructor(options: FwOptions = {}) {
    const resolved = readOptions(options);
    ({ bodyLimit: this.#bodyLimit, hostname: this.#hostname, logger: this.#logger, onError: this.#onError } = resolved);
    ({ signals: this.#signals, uncaughtTimeout: this.#uncaughtTimeout } = resolved);
    this.#checkBody = resolved.checkBody;
    this.#validationError = resolved.validationError;
    this.#runtime = resolved.runtime;
    this.#registry.prefix = resolved.prefix;
    this.#drain.quiet = resolved.drainQuiet;
    this.#observation = observe(this.#registry, resolved.observability);
  }

  /** Adds a plugin, or a global middleware (a function, or a class with `use()`). */
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
   * Registers providers: a class, or `{ provide }` with `useValue`, `useFactory` (+ `inject`) or `useClass`.
   * @example
   * app.providers([{ provide: CONFIG, useValue: config }, { provide: Mailer, useClass: SmtpMailer }]);
   */
  providers<const P extends readonly ProviderDefinition[]>(providers: CheckedProviders<P>): this {
    this.#assertOpen('providers()');
    for (const definition of providers) readProviderDefinition(definition);
    this.#registry.providers.push(...providers);
    return this;
  }

  /**
   * Replaces a provider, whoever registers it, before `listen()` or the first `fetch()`: for tests.
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
   * Exception filters for every route and the 404/405, asked after the routes' own, the last given first.
   * @example
   * app.useGlobalFilters(NotFoundFilter, ValidationFilter);
   */
  useGlobalFilters(...filters: Constructor<ExceptionFilter>[]): this {
    this.#assertOpen('useGlobalFilters()');
    this.#registry.globalFilters.push(...readClassList('app.useGlobalFilters()', 'an exception filter', filters));
    return this;
  }

  /**
   * Guard classes for every controller route, run before the routes' own (`@UseGuards`), in order.
   * @example
   * app.useGlobalGuards(RateLimitGuard);
   */
  useGlobalGuards(...guards: Constructor<CanActivate>[]): this {
    this.#assertOpen('useGlobalGuards()');
    this.#registry.globalGuards.push(...readClassList('app.useGlobalGuards()', 'a guard', guards));
    return this;
  }

  /**
   * A raw route outside the contract; a controller on the same method and path wins. `'*'`: every method.
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
   * @example
   * app.addRoutes({ '/robots.txt': new Response('User-agent: *') });
   * app.addRoutes({ '/echo': { POST: (req) => new Response(req.body) } });
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
   * Compiles the app and starts the server (port: `PORT`, else 3000); wiring errors throw here.
   * @example
   * await app.listen(3000, { workers: 'auto' }); // resolves once every worker listens
   */
  async listen(port?: number, options?: ListenOptions): Promise<this> {
    if (this.#server || this.#primary?.url) throw new FwError(messages.alreadyListening());
    if (this.#starting) throw new FwError(messages.alreadyStarting());
    if (this.#finished) throw new FwError(messages.listenAfterShutdown());
    const marker = readOwnMarker();
    const warn = (message: string) => this.#logger.error(message);
    const { platform } = process;
    // A runtime without workers is planned as a primary, so that `listen()` says it has none.
    const spreads = this.#runtime.workers?.spreadsConnections(platform) ?? true;
    const role = planListen(options, { platform, spreads, cores: availableParallelism(), marker, warn });
    const bindPort = role.kind === 'worker' ? role.marker.port : readPort(port, process.env);
    const release = role.kind === 'single' ? () => {} : claimCluster();
    if (role.kind === 'primary') return this.#listenPrimary(bindPort, role.count, release);
    // Set before the first await: a second call in the same tick must not start a second server.
    this.#starting = true;
    const unwatch = this.#watchProcess();
    const stop = (force: boolean) => this.stop(force);
    const link = role.kind === 'worker' ? joinPrimary(role.marker, stop, this.#logger) : undefined;
    this.#drain.step = link?.drainStep;
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
      this.#stopWhileStarting?.resolve();
      this.#stopWhileStarting = undefined;
      throw error;
    } finally {
      this.#starting = false;
    }
  }

  async #listenPrimary(port: number, count: number, release: () => void): Promise<this> {
    const runtime = this.#runtime.workers;
    if (runtime === undefined) {
      release();
      throw new FwError(messages.noWorkers(this.#runtime.name));
    }
    const options = { count, hostname: this.#hostname, logger: this.#logger, runtime };
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
    if (this.#stopWhileStarting !== undefined) await this.#endStartForStop(this.#stopWhileStarting);
    let server: RunningServer | undefined;
    try {
      const started = this.#runtime.serve({
        port,
        reusePort,
        hostname: this.#hostname,
        bodyLimit: this.#bodyLimit,
        routes: prepared.table,
        fallback: prepared.dispatch,
        websocket: this.#registry.websocket?.handler,
        onError: (error) => toErrorResponse(error, this.#logger),
        drain: this.#drain,
      });
      // Bun binds at once; a runtime that binds asynchronously (node:http) is awaited, and a stop() meanwhile wins.
      const running = (server = started instanceof Promise ? await started : started);
      if (this.#stopWhileStarting !== undefined) {
        server = undefined;
        await running.stop(true);
        await this.#endStartForStop(this.#stopWhileStarting);
      }
      this.#server = running;
      const handle = (this.#handle = toServerHandle(running.handle));
      const info: ListenInfo = { server: handle, port: handle.port, url: handle.url };
      // The plugins' hooks first: the classes' onListen may use what they bind (the RoomManager).
      for (const hook of this.#registry.listenHooks) await hook(info);
      for (const instance of this.#registry.container.instances) await (instance as Hooked).onListen?.(info);
    } catch (error) {
      this.#server = this.#handle = undefined;
      await server?.stop(true);
      // A stop() during the onListen hooks has run the shutdown hooks already.
      if (!this.#finished) {
        for (const failure of await this.#runShutdownHooks())
          this.#logger.error(messages.shutdownAfterFailedStart(), failure);
      }
      throw error;
    }
  }

  // The server is not (or no longer) started: onInit's work is closed again, and listen() says why it ends.
  async #endStartForStop(stop: Deferred): Promise<never> {
    this.#stopWhileStarting = undefined;
    const errors = await this.#runShutdownHooks();
    if (errors.length > 0) stop.reject(toShutdownError(errors));
    else stop.resolve();
    throw new FwError(messages.stoppedWhileStarting());
  }

  /**
   * Graceful stop: drains, runs the plugins' then the classes' shutdown hooks; see the README's "Lifecycle".
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
    this.#observation.stopping();
    this.#finished = true;
    this.#drain.closing = true;
    server.drain();
    const errors = await runEach(this.#pluginShutdownHooks());
    await server.stop(this.#force);
    this.#server = this.#handle = undefined;
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

  /** This process's worker number, 1 to n, under `listen(port, { workers })`; else `undefined`. */
  get workerId(): number | undefined {
    return readOwnMarker()?.id;
  }

  /** The running server, or `undefined` before `listen()` and after `stop()`. */
  get server(): ServerHandle | undefined {
    return this.#handle;
  }

  /**
   * Answers a request in-process, with the same routes, middleware and errors, without a socket.
   * @example
   * const res = await app.fetch(new Request('http://local/api/users'));
   */
  async fetch(request: Request): Promise<Response> {
    const { dispatch } = await this.#prepare();
    return dispatchInProcess(dispatch, request, this.#handle ?? inProcessServer, this.#logger);
  }

  #prepare(): Promise<PreparedApp> {
    const observation = this.#observation;
    return (this.#prepared ??= observation
      .load()
      .then((steps) =>
        prepareApp(this.#registry, {
          steps,
          bodyLimit: this.#bodyLimit,
          checkBody: this.#checkBody,
          logger: this.#logger,
          answerError: createErrorAnswer(this.#logger, this.#onError),
          validationError: this.#validationError,
          finish: createFinish(this.#drain),
          answers: this.#runtime.answers,
        }),
      )
      .then((prepared) => observation.instrument(prepared)));
  }

  #assertOpen(what: string): void {
    if (this.#prepared) throw new FwError(messages.lateRegistration(what));
  }

  #requireServer(): ServerHandle {
    if (!this.#handle) throw new FwError(messages.notListening());
    return this.#handle;
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

function toShutdownError(errors: readonly unknown[]): unknown {
  return errors.length === 1 ? errors[0] : new AggregateError(errors, messages.shutdownFailed(errors.length));
}
