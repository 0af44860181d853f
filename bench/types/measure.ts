// Runs `tsc --noEmit --extendedDiagnostics` on a project and reads the figures it prints.
import { spawnSync } from 'node:child_process';

export interface Measurement {
  checkSeconds: number;
  totalSeconds: number;
  instantiations: number;
  types: number;
  memoryKb: number;
  errors: string[];
}

function readFigure(output: string, label: string): number {
  const match = new RegExp(`^${label}:\\s+([\\d.]+)`, 'm').exec(output);
  if (!match) throw new Error(`bench/types: tsc printed no "${label}" figure:\n${output.slice(0, 2000)}`);
  return Number(match[1]);
}

/** One `tsc` run under Node (the compiler a frontend build uses). */
export function measure(tsc: string, project: string): Measurement {
  const result = spawnSync('node', [tsc, '--noEmit', '--extendedDiagnostics', '--pretty', 'false', '-p', project], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout}${result.stderr}`;
  return {
    checkSeconds: readFigure(output, 'Check time'),
    totalSeconds: readFigure(output, 'Total time'),
    instantiations: readFigure(output, 'Instantiations'),
    types: readFigure(output, 'Types'),
    memoryKb: readFigure(output, 'Memory used'),
    errors: output
      .split('\n')
      .filter((line) => line.includes(': error TS'))
      .slice(0, 5),
  };
}
