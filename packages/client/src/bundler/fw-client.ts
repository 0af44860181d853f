import path from 'node:path';
import type { Logger, Plugin, ResolvedConfig } from 'vite';
import type { GenerateOptions } from '../codegen/options.ts';
import { requireTypeScript } from '../codegen/program/require-typescript.ts';
import type { ReportLog } from '../codegen/report/print-report.ts';
import type { ContractWatcher } from '../codegen/watch/watch-contract.ts';

/** Options of `fwClient()`: `root` against the Vite root, `output` against the API root (spec "Generator options"). */
export interface FwClientOptions extends GenerateOptions {
  /** The API project; relative to the Vite project root. Default: the Vite project root. */
  readonly root?: string;
  /** Where the contract is written; relative to the API root. Default: `src/generated/app.ts`. */
  readonly output?: string;
}

/**
 * The Vite plugin: `vite build` generates first and fails on a broken project, `vite dev` watches (README).
 * @example
 * // vite.config.ts
 * import { defineConfig } from 'vite';
 * import { fwClient } from '@fw/client/bundler';
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
    // Outside the bundler's hooks, whose timing report would blame this plugin for the compiler's start-up.
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
  // Building against the last contract would hide the mistake until run time.
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
