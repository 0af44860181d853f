// bench:codegen — cold generate(), one-controller and one-DTO-file regenerations on a synthetic
// 1,000-route API. Each sample is a fresh process, so "cold" includes parsing the TypeScript libraries.
// Then the real-app case (real-app-run.ts): 50 routes with zod DTOs and guards, beside its `tsc --noEmit`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createGenerator } from '../../packages/client/src/codegen/index.ts';
import { writeResults } from '../lib/results.ts';
import { median } from '../lib/stats.ts';
import { DTOS, writeController, writeDtoFile, writeSyntheticApi } from './synthetic-api.ts';

const SAMPLES = 5;
const REGENERATIONS = 5;
/** The last file of the DTO import chain: nothing else imports it, a few controllers do. */
const EDITED_DTO_FILE = DTOS / 10 - 1;
/** Gateways in the `--asyncapi` bench's API: the document's channels. */
const GATEWAYS = 20;

interface Sample {
  readonly cold: number;
  /** This thread's CPU time (user + system, ms) of the cold generation and of each controller regeneration. */
  readonly coldCpu: number;
  readonly regenCpu: number[];
  readonly regen: number[];
  readonly regenDto: number[];
  /** Routes reused by each controller regeneration (0 would mean the cache was not used). */
  readonly reused: number[];
  /** OpenAPI operations replayed by each controller regeneration, with the document. */
  readonly reusedOperations: number[];
  /** AsyncAPI channels written, with that document. */
  readonly channels: number;
  readonly routes: number;
  readonly types: number;
}

if (process.argv[2] === '--sample') {
  const root = process.argv[3] ?? '';
  // `--sample <root> openapi` (or `asyncapi`): that document written too, from the same program.
  const mode = process.argv[4];
  const documents =
    mode === 'openapi' ? { openapi: 'openapi.json' } : mode === 'asyncapi' ? { asyncapi: 'asyncapi.json' } : {};
  const generator = createGenerator({ root, ...documents });
  let cpu = threadCpu();
  const first = generator.generate();
  const coldCpu = threadCpu() - cpu;
  const regen: number[] = [];
  const regenCpu: number[] = [];
  const reused: number[] = [];
  const reusedOperations: number[] = [];
  for (let run = 0; run < REGENERATIONS; run++) {
    const file = writeController(root, 17, `variant-${run}`);
    cpu = threadCpu();
    const report = generator.regenerate([file]);
    regenCpu.push(threadCpu() - cpu);
    if (!report.written) throw new Error('the edit did not change the contract');
    regen.push(report.ms);
    reused.push(report.reusedRoutes);
    reusedOperations.push(report.openapi?.reusedOperations ?? 0);
  }
  writeController(root, 17, 'item');
  const regenDto: number[] = [];
  for (let run = 0; run < REGENERATIONS; run++) {
    const report = generator.regenerate([writeDtoFile(root, EDITED_DTO_FILE, `name${run}`)]);
    if (!report.written) throw new Error('the DTO edit did not change the contract');
    regenDto.push(report.ms);
  }
  writeDtoFile(root, EDITED_DTO_FILE, 'name');
  const sample: Sample = {
    cold: first.ms,
    coldCpu,
    regenCpu,
    regen,
    regenDto,
    reused,
    reusedOperations,
    routes: first.routes,
    types: first.types,
    channels: first.asyncapi?.channels ?? 0,
  };
  console.log(JSON.stringify(sample));
} else if (process.argv.includes('--openapi')) {
  compareDocument('openapi');
} else if (process.argv.includes('--asyncapi')) {
  compareDocument('asyncapi');
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
      regenDtoMs: median(samples.flatMap((s) => s.regenDto)),
      reusedRoutes: median(samples.flatMap((s) => s.reused)),
      targets: { coldMs: 3000, regenMs: 300 },
    };
    writeResults('codegen', result);
    console.log(`codegen: ${result.api.routes} routes, ${result.api.contractTypes} types`);
    console.log(`  cold generate()      median ${result.coldMs} ms (target < 3000)`);
    console.log(
      `  regenerate(1 file)   median ${result.regenMs} ms (target < 300), ${result.reusedRoutes} routes reused`,
    );
    console.log(
      `  regenerate(1 DTO)    median ${result.regenDtoMs} ms (dto-${EDITED_DTO_FILE}.ts, the end of the import chain)`,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  const realApp = spawnSync(process.execPath, [path.join(import.meta.dir, 'real-app-run.ts')], { stdio: 'inherit' });
  if (realApp.status !== 0) process.exit(realApp.status ?? 1);
}

/** Milliseconds of CPU this thread used: on a shared machine, steadier than the wall clock of a busy one. */
function threadCpu(): number {
  const used = process.threadCpuUsage();
  return (used.user + used.system) / 1000;
}

/**
 * `bench:codegen -- --openapi` (or `--asyncapi`, on the API with gateways): the same samples without and with
 * the document, alternated, medians side by side.
 */
function compareDocument(document: 'openapi' | 'asyncapi'): void {
  const root = mkdtempSync(path.join(tmpdir(), 'fw-bench-codegen-'));
  try {
    writeSyntheticApi(root, document === 'asyncapi' ? GATEWAYS : 0);
    const runs: Record<'contract' | 'document', Sample[]> = { contract: [], document: [] };
    for (let run = 0; run < SAMPLES; run++) {
      for (const mode of ['contract', 'document'] as const) {
        const args = [import.meta.path, '--sample', root, mode === 'document' ? document : mode];
        const child = spawnSync(process.execPath, args, { encoding: 'utf8' });
        if (child.status !== 0) throw new Error(child.stderr);
        runs[mode].push(JSON.parse(child.stdout) as Sample);
      }
    }
    const medians = (samples: Sample[]) => ({
      coldMs: median(samples.map((s) => s.cold)),
      regenMs: median(samples.flatMap((s) => s.regen)),
      regenDtoMs: median(samples.flatMap((s) => s.regenDto)),
      coldCpuMs: Math.round(median(samples.map((s) => s.coldCpu))),
      regenCpuMs: Math.round(median(samples.flatMap((s) => s.regenCpu))),
    });
    const contract = medians(runs.contract);
    const withDocument = medians(runs.document);
    const extra = Math.round((withDocument.coldMs / contract.coldMs - 1) * 1000) / 10;
    const extraCpu = Math.round((withDocument.coldCpuMs / contract.coldCpuMs - 1) * 1000) / 10;
    const reusedOperations = median(runs.document.flatMap((s) => s.reusedOperations));
    const each = (mode: 'contract' | 'document', key: 'cold' | 'regen') =>
      runs[mode].map((s) => (key === 'cold' ? s.cold : median(s.regen)));
    const perProcess = { cold: each('document', 'cold'), regen: each('document', 'regen') };
    const samples = { contract: { cold: each('contract', 'cold'), regen: each('contract', 'regen') } };
    const load = loadavg()[0]?.toFixed(1);
    const result = {
      date: new Date().toISOString(),
      load,
      samples: { ...samples, [document]: perProcess },
      contract,
      [document]: withDocument,
      extra,
      extraCpu,
      reusedOperations,
    };
    const name = document === 'openapi' ? 'the OpenAPI document' : `the AsyncAPI document (${GATEWAYS} gateways)`;
    const channels = document === 'asyncapi' ? { channels: runs.document[0]?.channels } : {};
    writeResults(`codegen-${document}`, { ...result, ...channels, targets: { extraPercent: 15, regenMs: 50 } });
    console.log(`codegen with ${name}: ${runs.contract[0]?.routes} routes, ${SAMPLES} samples each`);
    console.log(
      `  cold generate()      ${contract.coldMs} ms -> ${withDocument.coldMs} ms (+${extra}%, target <= 15%)`,
    );
    console.log(
      `  regenerate(1 file)   ${contract.regenMs} ms -> ${withDocument.regenMs} ms (target < 50), ` +
        (document === 'openapi' ? `${reusedOperations} operations reused` : `${runs.document[0]?.channels} channels`),
    );
    console.log(`  per process cold     ${samples.contract.cold.join(', ')} -> ${perProcess.cold.join(', ')} ms`);
    console.log(`  per process regen    ${samples.contract.regen.join(', ')} -> ${perProcess.regen.join(', ')} ms`);
    console.log(`  regenerate(1 DTO)    ${contract.regenDtoMs} ms -> ${withDocument.regenDtoMs} ms`);
    console.log(`  this thread's CPU    cold ${contract.coldCpuMs} ms -> ${withDocument.coldCpuMs} ms (+${extraCpu}%)`);
    console.log(
      `                       1 file ${contract.regenCpuMs} ms -> ${withDocument.regenCpuMs} ms (load ${load})`,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
