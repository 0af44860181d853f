import path from 'node:path';
// options.ts loads only node:fs and node:path; the compiler stays out until onListen.
import type { GenerateReport } from '../codegen/model.ts';
import { DEFAULT_OUTPUT, readGlobList, type GenerateOptions } from '../codegen/options.ts';
import { requireTypeScript } from '../codegen/program/require-typescript.ts';
import type { ReportLog } from '../codegen/report/print-report.ts';
import type { ContractWatcher } from '../codegen/watch/watch-contract.ts';
import type { RegisteredRoute } from './router-path.ts';

/** Options of `Client()`: the generator's, `root` and `output` relative to the cwd (spec "Generator options"). */
export interface ClientOptions extends GenerateOptions {
  /** The API project to scan; relative to the current directory. Default: the current directory. */
  readonly root?: string;
  /** Where the contract is written; relative to the current directory. Default: `src/generated/app.ts`. */
  readonly output?: string;
}

/** The part of `@fw/core`'s `PluginHost` this plugin uses, declared so `@fw/client` needs no `@fw/core`. */
export interface ClientPluginHost {
  onListen(hook: () => void | Promise<void>): void;
  onShutdown(hook: () => void | Promise<void>): void;
  /** The app's controller routes, to check the contract against; without it nothing is checked. */
  controllerRoutes?(): readonly RegisteredRoute[];
  /** The worker under `listen(port, { workers })`, from 1; the contract is written by worker 1 alone. */
  readonly workerId?: number | undefined;
}

/** What `Client()` returns: an `FwPlugin` for `app.use()`. */
export interface ClientPlugin {
  readonly name: string;
  setup(host: ClientPluginHost): void;
}

// Looked up on each call, so a logger that replaces console methods later still gets the lines.
const consoleLog: ReportLog = {
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
};

/**
 * The server plugin: generates on `listen()`, then watches; never loads the compiler in production (README).
 * @example
 * import { Fw } from '@fw/core';
 * import { Client } from '@fw/client';
 * const app = new Fw().controllers([UsersController]);
 * app.use(Client({ output: '../web/src/generated/app.ts' }));
 * await app.listen(3000); // the contract is current once this resolves
 */
export function Client(options: ClientOptions = {}): ClientPlugin {
  return {
    name: '@fw/client',
    setup(host) {
      if (process.env.NODE_ENV === 'production') return;
      // Every worker runs the plugins: one writer and one watcher are enough.
      if (host.workerId !== undefined && host.workerId !== 1) return;
      let watcher: ContractWatcher | undefined;
      host.onListen(async () => {
        await requireTypeScript();
        const [{ watchPrinting }, { checkRoutes }] = await Promise.all([
          import('../codegen/watch/watch-printing.ts'),
          import('./check-routes.ts'),
        ]);
        const resolved = resolveAgainstCwd(options);
        // Read once: registration is closed from listen() on, and a regeneration does not restart the app.
        const registered = host.controllerRoutes?.();
        const project = { root: resolved.root, glob: readGlobList(options.glob) };
        const check =
          registered &&
          ((report: GenerateReport) => {
            for (const warning of checkRoutes(report, registered, project)) consoleLog.warn(warning.text);
          });
        watcher?.close();
        watcher = watchPrinting(resolved, consoleLog, check);
      });
      host.onShutdown(() => {
        watcher?.close();
        watcher = undefined;
      });
    },
  };
}

/** The codegen resolves a relative `output` against the root; the server plugin's rule is the cwd. */
function resolveAgainstCwd(options: ClientOptions): GenerateOptions & { readonly root: string } {
  const { openapi, asyncapi, ...rest } = options;
  return {
    ...rest,
    root: path.resolve(options.root ?? '.'),
    output: path.resolve(options.output ?? DEFAULT_OUTPUT),
    ...(openapi === undefined ? {} : { openapi: resolveDocument(openapi) }),
    ...(asyncapi === undefined ? {} : { asyncapi: resolveDocument(asyncapi) }),
  };
}

// A bad value is passed on as it is, for the generator's error to name it.
function resolveDocument<T extends { readonly output: string }>(document: string | T): string | T {
  if (typeof document === 'string') return document === '' ? document : path.resolve(document);
  return document?.output ? { ...document, output: path.resolve(document.output) } : document;
}
