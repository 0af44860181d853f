import path from 'node:path';
// options.ts loads only node:fs and node:path; the compiler stays out until onListen.
import type { GenerateReport } from '../codegen/model.ts';
import { DEFAULT_OUTPUT, readGlobList, type GenerateOptions } from '../codegen/options.ts';
import { requireTypeScript } from '../codegen/program/require-typescript.ts';
import type { ReportLog } from '../codegen/report/print-report.ts';
import type { ContractWatcher } from '../codegen/watch/watch-contract.ts';
import type { RegisteredRoute } from './router-path.ts';

/**
 * Options of `Client()`: the generator's options, with `root` and `output` read against the
 * directory the API runs from (spec "Generator options": with the server plugin a relative
 * `output` resolves against that directory).
 */
export interface ClientOptions extends GenerateOptions {
  /** The API project to scan; relative to the current directory. Default: the current directory. */
  readonly root?: string;
  /** Where the contract is written; relative to the current directory. Default: `src/generated/app.ts`. */
  readonly output?: string;
}

/**
 * The part of `@fw/core`'s `PluginHost` this plugin uses. Declared here rather than imported, so
 * `@fw/client` builds and loads without `@fw/core`; the core's host satisfies it structurally.
 */
export interface ClientPluginHost {
  onListen(hook: () => void | Promise<void>): void;
  onShutdown(hook: () => void | Promise<void>): void;
  /**
   * The app's controller routes (method, declared path, class and handler names), to check the
   * contract against what the app serves. Optional: with a host that lacks it nothing is checked.
   */
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
 * The server plugin: on `listen()` it writes the contract, then watches the API sources and
 * regenerates it (debounced) when a controller or DTO changes, printing one line per generation.
 * A file that does not parse prints a warning and leaves the last good contract; the server keeps
 * serving. After every generation it compares the contract with the app's controller routes and
 * warns, once per controller class, about routes in the contract that the app does not serve (a
 * controller never passed to `app.controllers([...])`) and about registered controllers the scan
 * never read. With `NODE_ENV=production` it does nothing, and the code generator (and with it the
 * TypeScript compiler) is never loaded: it is imported only inside the `onListen` hook. Under
 * `listen(port, { workers })` worker 1 alone generates and watches (`host.workerId`).
 *
 * @example
 * import { Fw } from '@fw/core';
 * import { Client } from '@fw/client';
 *
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
  return {
    ...options,
    root: path.resolve(options.root ?? '.'),
    output: path.resolve(options.output ?? DEFAULT_OUTPUT),
  };
}
