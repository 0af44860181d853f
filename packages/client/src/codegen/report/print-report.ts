import path from 'node:path';
import type { GenerateReport } from '../model.ts';
import { CodegenError } from './codegen-error.ts';
import { isNoRoutesWarning, isSyntaxWarning } from './warning.ts';

/** Where the command and the plugins print: the summary line, each warning, errors. */
export interface ReportLog {
  info(line: string): void;
  warn(line: string): void;
  error(line: string): void;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * Prints the summary line of a generation, then each warning (README "The `fw-client` command").
 * @example
 * printReport(generate({ root: 'api' }), { info: console.log, warn: console.warn });
 */
export function printReport(report: GenerateReport, log: ReportLog): void {
  const file = path.relative(process.cwd(), report.output) || report.output;
  const gateways = report.gateways > 0 ? `, ${count(report.gateways, 'gateway')}` : '';
  const counts = `${count(report.routes, 'route')}${gateways}, ${count(report.types, 'type')}`;
  log.info(`@fw/client: ${describeState(report)} ${file}: ${counts}, ${report.ms} ms`);
  const openapi = report.openapi;
  if (openapi) {
    const document = path.relative(process.cwd(), openapi.output) || openapi.output;
    log.info(
      `@fw/client: ${openapi.written ? 'wrote' : 'unchanged'} ${document}: ${count(openapi.operations, 'operation')}`,
    );
  }
  const asyncapi = report.asyncapi;
  if (asyncapi) {
    const document = path.relative(process.cwd(), asyncapi.output) || asyncapi.output;
    log.info(
      `@fw/client: ${asyncapi.written ? 'wrote' : 'unchanged'} ${document}: ${count(asyncapi.channels, 'channel')}`,
    );
  }
  for (const warning of report.warnings) log.warn(warning.text);
}

function describeState(report: GenerateReport): string {
  if (report.written) return 'wrote';
  if (report.warnings.some(isSyntaxWarning)) return 'kept the last';
  return report.warnings.some(isNoRoutesWarning) ? 'did not write' : 'unchanged';
}

/**
 * The message for an error a generation threw: a `CodegenError`'s own, anything else with its stack (a defect).
 * @example
 * try { generate(); } catch (error) { console.error(describeError(error)); }
 */
export function describeError(error: unknown): string {
  if (error instanceof CodegenError) return error.message;
  return `@fw/client: generation failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}
