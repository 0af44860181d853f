import { requireTypeScript } from '../codegen/program/require-typescript.ts';
import type { CodegenWarning } from '../codegen/model.ts';
import { parseCommand, USAGE, type CommandOptions } from './parse-args.ts';

/** Where the command writes; tests pass their own. */
export interface CliIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

/**
 * Runs `fw-client`, resolving with the exit code (README "The `fw-client` command"); never with `--watch`.
 * @example
 * process.exitCode = await runCli(process.argv.slice(2), { out: console.log, err: console.error });
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const command = parseCommand(argv);
  if (command.kind === 'help') {
    io.out(USAGE);
    return 0;
  }
  if (command.kind === 'invalid') {
    io.err(`fw-client: ${command.message}\n\n${USAGE}`);
    return 2;
  }
  // Loaded only now: the compiler takes most of a second to load, and `--help` should not wait for it.
  try {
    await requireTypeScript();
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const { generate } = await import('../codegen/generator.ts');
  const { watchContract } = await import('../codegen/watch/watch-contract.ts');
  const { describeError, printReport } = await import('../codegen/report/print-report.ts');
  const { isNoRoutesWarning, isSyntaxWarning } = await import('../codegen/report/warning.ts');
  const log = { info: io.out, warn: io.err, error: io.err };
  if (command.watch) {
    try {
      watchContract(command.options, {
        onReport: (report) => printReport(report, log),
        onError: (error) => io.err(describeError(error)),
      });
    } catch (error) {
      io.err(describeError(error));
      return 1;
    }
    // The directory watchers keep the process alive until a signal ends it.
    return new Promise<number>(() => undefined);
  }
  if (command.kind !== 'generate') {
    try {
      const report = await writeDocumentFile(command.kind, command.options);
      io.out(report.summary);
      for (const warning of report.warnings) io.err(warning.text);
      if (!report.found) return 1;
      return command.strict && report.warnings.length > 0 ? 1 : 0;
    } catch (error) {
      io.err(describeError(error));
      return 1;
    }
  }
  try {
    const report = generate(command.options);
    printReport(report, log);
    // The contract was not written: a build step must not go on against the last one, or none.
    if (report.warnings.some((warning) => isSyntaxWarning(warning) || isNoRoutesWarning(warning))) return 1;
    if (command.strict && report.warnings.length > 0) {
      io.err(`fw-client: --strict: ${report.warnings.length} warning(s) above; the contract is written, exit 1`);
      return 1;
    }
    return 0;
  } catch (error) {
    io.err(describeError(error));
    return 1;
  }
}

/** `fw-client openapi` or `asyncapi`: the document written, unless there was nothing to describe (`found`). */
async function writeDocumentFile(
  kind: 'openapi' | 'asyncapi',
  options: CommandOptions,
): Promise<{ summary: string; found: boolean; warnings: readonly CodegenWarning[] }> {
  if (kind === 'asyncapi') {
    const report = (await import('../codegen/asyncapi.ts')).writeAsyncApiFile(options);
    return { ...report, found: report.channels > 0 };
  }
  const report = (await import('../codegen/openapi.ts')).writeOpenApiFile(options);
  return { ...report, found: report.operations > 0 };
}
