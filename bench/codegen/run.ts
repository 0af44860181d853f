// bench:codegen — cold generate() and one-controller regenerations on a synthetic 1,000-route API.
// Each sample is a fresh process, so "cold" includes parsing the TypeScript libraries.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGenerator } from '../../packages/client/src/codegen/index.ts';
import { writeController, writeSyntheticApi } from './synthetic-api.ts';

const SAMPLES = 5;
const REGENERATIONS = 5;

interface Sample {
  readonly cold: number;
  readonly regen: number[];
  readonly routes: number;
  readonly types: number;
}

if (process.argv[2] === '--sample') {
  const root = process.argv[3] ?? '';
  const generator = createGenerator({ root });
  const first = generator.generate();
  const regen: number[] = [];
  for (let run = 0; run < REGENERATIONS; run++) {
    const file = writeController(root, 17, `variant-${run}`);
    const report = generator.regenerate([file]);
    if (!report.written) throw new Error('the edit did not change the contract');
    regen.push(report.ms);
  }
  writeController(root, 17, 'item');
  const sample: Sample = { cold: first.ms, regen, routes: first.routes, types: first.types };
  console.log(JSON.stringify(sample));
} else {
  const root = mkdtempSync(path.join(tmpdir(), 'fw-bench-codegen-'));
  try {
    writeSyntheticApi(root);
    const samples: Sample[] = [];
    for (let run = 0; run < SAMPLES; run++) {
      const child = spawnSync(process.execPath, [import.meta.path, '--sample', root], { encoding: 'utf8' });
      if (child.status !== 0) throw new Error(child.stderr);
      samples.push(JSON.parse(child.stdout) as Sample);
    }
    const result = {
      date: new Date().toISOString(),
      runtime: `bun ${Bun.version}`,
      api: { controllers: 200, routes: samples[0]?.routes, dtos: 300, contractTypes: samples[0]?.types },
      samples: SAMPLES,
      coldMs: median(samples.map((s) => s.cold)),
      regenMs: median(samples.flatMap((s) => s.regen)),
      targets: { coldMs: 3000, regenMs: 300 },
    };
    const out = path.resolve(import.meta.dir, '../results/codegen.json');
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`codegen: ${result.api.routes} routes, ${result.api.contractTypes} types`);
    console.log(`  cold generate()      median ${result.coldMs} ms (target < 3000)`);
    console.log(`  regenerate(1 file)   median ${result.regenMs} ms (target < 300)`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}
