import path from 'node:path';
import type { Logger, Plugin, ResolvedConfig } from 'vite';
import type { GenerateOptions } from '../codegen/options.ts';
import { requireTypeScript } from '../codegen/program/require-typescript.ts';
import type { ReportLog } from '../codegen/report/print-report.ts';
import type { ContractWatcher } from '../codegen/watch/watch-contract.ts';

/**
 * Options of `fwClient()`: the generator's options. `root` is read against the Vite project root,
 * and a relative `output` against the API root (spec "Generator options").
 */
export interface FwClientOptions extends GenerateOptions {
  /** The API project; relative to the Vite project root. Default: the Vite project root. */
  readonly root?: string;
  /** Where the contract is written; relative to the API root. Default: `src/generated/app.ts`. */
  readonly output?: string;
}

/**
 * The Vite plugin. `vite build` generates the contract before the bundler starts, so the frontend always
 * compiles against the current controllers; a scanned file that does not parse, or an API root that
 * cannot be read, fails the build. `vite dev` generates when the server is created, then watches the
 * API root and regenerates on every change, so the frontend can start without the API; there,
 * problems are printed and the dev server keeps running. Runs on plain Node; the code generator is
 * loaded only when a hook needs it (not by `vite preview`).
 *
 * @example
 * // vite.config.ts
 * import { defineConfig } from 'vite';
 * import { fwClient } from '@fw/client/bundler';
 *
 * export default defineConfig({
 *   plugins: [fwClient({ root: '../api', output: '../web/src/generated/app.ts' })],
 * });
 */
export function fwClient(options: FwClientOptions = {}): Plugin {
  let watcher: ContractWatcher | undefined;
  const resolve = (config: ResolvedConfig): GenerateOptions => ({
    ...options,
    root: path.resolve(config.root, options.root ?? '.'),
  });
  return {
    name: '@fw/client',
    // Before the bundler starts, so every environment compiles against it; and outside the bundler's
    // hooks, whose timing report would otherwise blame this plugin for the compiler's start-up.
    async configResolved(config) {
      if (config.command === 'build') await generateForBuild(resolve(config), config.logger);
    },
    async configureServer(server) {
      await requireTypeScript();
      const { watchPrinting } = await import('../codegen/watch/watch-printing.ts');
      watcher?.close();
      watcher = watchPrinting(resolve(server.config), toReportLog(server.config.logger));
    },
    // Vite closes the plugin container, and so calls this, when the dev server closes.
    closeBundle() {
      watcher?.close();
      watcher = undefined;
    },
  };
}

/** One generation; a project that cannot be read, a scanned file that does not parse, or no route found, throws. */
async function generateForBuild(options: GenerateOptions, logger: Logger): Promise<void> {
  await requireTypeScript();
  const { generate } = await import('../codegen/generator.ts');
  const { describeError, printReport } = await import('../codegen/report/print-report.ts');
  const { isNoRoutesWarning, isSyntaxWarning } = await import('../codegen/report/warning.ts');
  let report;
  try {
    report = generate(options);
  } catch (error) {
    throw new Error(describeError(error), { cause: error });
  }
  // Building against the last contract would hide the mistake until run time: a file that does not
  // parse, or a root and glob that reach no controller (the contract was left as it was).
  const broken = report.warnings.filter((warning) => isSyntaxWarning(warning) || isNoRoutesWarning(warning));
  if (broken.length > 0) throw new Error(broken.map((warning) => warning.text).join('\n'));
  printReport(report, toReportLog(logger));
}

function toReportLog(logger: Logger): ReportLog {
  return {
    info: (line) => logger.info(line, { timestamp: true }),
    warn: (line) => logger.warn(line, { timestamp: true }),
    error: (line) => logger.error(line, { timestamp: true }),
  };
}
