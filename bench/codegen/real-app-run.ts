// bench:codegen's real-app case: a cold generate() and a one-controller regeneration of the 50-route app
// of real-app.ts, each beside `tsc --noEmit` of the same project in the same run (fresh processes,
// interleaved, so the machine's load weighs on both alike; the ratios are paired per round, and also taken
// on CPU time, which a shared machine's load barely moves). Each side is also split: tsc's own counters, and
// the generator's program and binding timed in a third process. Run alone: `bun bench/codegen/real-app-run.ts`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createGenerator } from '../../packages/client/src/codegen/index.ts';
import { resolveOptions } from '../../packages/client/src/codegen/options.ts';
import { ProjectProgram } from '../../packages/client/src/codegen/program/project-program.ts';
import { repo, writeResults } from '../lib/results.ts';
import { median, pairedRatio } from '../lib/stats.ts';
import { RESOURCES, writeRealApp, writeResourceController } from './real-app.ts';

const SAMPLES = 5;
const REGENERATIONS = 5;
const tsc = path.join(repo, 'node_modules/typescript/bin/tsc');

interface Sample {
  readonly cold: number;
  /** CPU time (user + system) of the process up to the end of the cold generate(). */
  readonly coldCpu: number;
  readonly regen: number[];
  readonly routes: number;
  readonly types: number;
  readonly warnings: string[];
}

/** The first two steps of a cold generation alone: what the rest of `cold` leaves to the scan and the write. */
interface Phases {
  /** Listing, reading, parsing and resolving every file into a `ts.Program`. */
  readonly program: number;
  /** The checker's creation, which binds every file (the globals of `lib` and `types` included). */
  readonly bind: number;
}

interface TscPhases {
  readonly program: number;
  readonly bind: number;
  readonly check: number;
}

function readTscPhases(diagnostics: string): TscPhases {
  const read = (name: string) => {
    const seconds = new RegExp(`^${name} time:\\s+([\\d.]+)s$`, 'm').exec(diagnostics)?.[1];
    if (seconds === undefined) throw new Error(`tsc --extendedDiagnostics printed no ${name} time`);
    return Math.round(Number(seconds) * 1000);
  };
  return { program: read('Program'), bind: read('Bind'), check: read('Check') };
}

if (process.argv[2] === '--phases') {
  const started = performance.now();
  // As the generator builds it: without the `types` packages until a scan shows it needs them.
  const program = new ProjectProgram(resolveOptions({ root: process.argv[3] ?? '' }), true).update();
  const built = performance.now();
  program.getTypeChecker();
  const phases: Phases = { program: Math.round(built - started), bind: Math.round(performance.now() - built) };
  console.log(JSON.stringify(phases));
} else if (process.argv[2] === '--sample') {
  const root = process.argv[3] ?? '';
  const generator = createGenerator({ root, output: 'generated/app.ts' });
  const first = generator.generate();
  // Since the process started, as tsc's figure is its whole process: startup and loading TypeScript included.
  const used = process.cpuUsage();
  const coldCpu = Math.round((used.user + used.system) / 1000);
  const regen: number[] = [];
  for (let run = 0; run < REGENERATIONS; run++) {
    const report = generator.regenerate([writeResourceController(root, 3, `variant-${run}`)]);
    if (!report.written) throw new Error('the edit did not change the contract');
    regen.push(report.ms);
  }
  writeResourceController(root, 3, 'search');
  const warnings = first.warnings.map((warning) => warning.text);
  const sample: Sample = { cold: first.ms, coldCpu, regen, routes: first.routes, types: first.types, warnings };
  console.log(JSON.stringify(sample));
} else {
  // Inside the repository, so the project resolves @fw/core and zod as an app beside them would.
  const root = mkdtempSync(path.join(import.meta.dir, '.real-app-'));
  try {
    writeRealApp(root);
    const samples: Sample[] = [];
    const tscMs: number[] = [];
    const tscCpu: number[] = [];
    const phases: Phases[] = [];
    const tscPhases: TscPhases[] = [];
    for (let run = 0; run < SAMPLES; run++) {
      const started = performance.now();
      // Its own counters: `Program time` (read, parse, resolve), `Bind time`, `Check time`.
      const checked = Bun.spawnSync([process.execPath, tsc, '--noEmit', '--extendedDiagnostics', '-p', root]);
      tscMs.push(Math.round(performance.now() - started));
      tscCpu.push(Math.round(Number(checked.resourceUsage.cpuTime.total) / 1000));
      if (!checked.success) throw new Error(`the real app does not type-check:\n${checked.stdout.toString()}`);
      tscPhases.push(readTscPhases(checked.stdout.toString()));
      const child = spawnSync(process.execPath, [import.meta.path, '--sample', root], { encoding: 'utf8' });
      if (child.status !== 0) throw new Error(child.stderr);
      samples.push(JSON.parse(child.stdout) as Sample);
      const split = spawnSync(process.execPath, [import.meta.path, '--phases', root], { encoding: 'utf8' });
      if (split.status !== 0) throw new Error(split.stderr);
      phases.push(JSON.parse(split.stdout) as Phases);
    }
    const first = samples[0];
    const coldMs = median(samples.map((s) => s.cold));
    const typeCheckMs = median(tscMs);
    const round = (value: number) => Math.round(value * 100) / 100;
    const result = {
      date: new Date().toISOString(),
      runtime: `bun ${Bun.version}`,
      api: { resources: RESOURCES, routes: first?.routes, contractTypes: first?.types, warnings: first?.warnings },
      samples: SAMPLES,
      coldMs,
      coldPhasesMs: { program: median(phases.map((p) => p.program)), bind: median(phases.map((p) => p.bind)) },
      tscPhasesMs: {
        program: median(tscPhases.map((p) => p.program)),
        bind: median(tscPhases.map((p) => p.bind)),
        check: median(tscPhases.map((p) => p.check)),
      },
      regenMs: median(samples.flatMap((s) => s.regen)),
      tscNoEmitMs: typeCheckMs,
      coldOverTsc: round(
        pairedRatio(
          samples.map((s) => s.cold),
          tscMs,
        ),
      ),
      coldCpuMs: median(samples.map((s) => s.coldCpu)),
      tscNoEmitCpuMs: median(tscCpu),
      coldOverTscCpu: round(
        pairedRatio(
          samples.map((s) => s.coldCpu),
          tscCpu,
        ),
      ),
      target: { coldOverTsc: 0.5 },
    };
    writeResults('codegen-real-app', result);
    console.log(`codegen real app: ${result.api.routes} routes, ${result.api.contractTypes} types`);
    for (const warning of first?.warnings ?? []) console.log(`  warning: ${warning}`);
    console.log(`  cold generate()      median ${coldMs} ms`);
    const { program, bind } = result.coldPhasesMs;
    console.log(`    of which            program ${program} ms, binding ${bind} ms (medians, timed apart)`);
    console.log(`  regenerate(1 file)   median ${result.regenMs} ms`);
    console.log(`  tsc --noEmit         median ${typeCheckMs} ms (same project, same run)`);
    const tscSplit = result.tscPhasesMs;
    console.log(
      `    of which            program ${tscSplit.program} ms, binding ${tscSplit.bind} ms, checking ${tscSplit.check} ms`,
    );
    console.log(`  cold / tsc           ${result.coldOverTsc} (goal <= 0.5), paired per round`);
    console.log(
      `  on CPU time          cold ${result.coldCpuMs} ms, tsc ${result.tscNoEmitCpuMs} ms: ${result.coldOverTscCpu}`,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
