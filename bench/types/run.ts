// `npm run bench:types`: times `tsc --noEmit` on the same API written for fw (generated contract +
// `client<App>`), Hono (`hc`) and Elysia (Eden Treaty) at 100, 500 and 1,000 routes, next to two
// references (untyped `api`, hand-written client type), each with two frontends (`calls`, `app`); and fw
// with gateways too (`GATEWAYS`, default 100, × 10 events, `socket<Sockets>`), to say what they add; and
// writes bench/results/types.json. Runs are interleaved across projects so background load hits all alike.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  frameworks,
  frontends,
  socketFrameworks,
  writeClientDeclarations,
  writeProject,
  type Framework,
  type Frontend,
} from './generate.ts';
import { measure, type Measurement } from './measure.ts';

const root = join(import.meta.dir, '../..');
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const sizes = (process.env.ROUTES ?? '100,500,1000').split(',').map(Number);
const runs = Number(process.env.RUNS ?? 3);
const gatewayCount = Number(process.env.GATEWAYS ?? 100);

interface Row {
  framework: Framework;
  routes: number;
  frontend: Frontend;
  checkSeconds: number;
  checkMinSeconds: number;
  totalSeconds: number;
  instantiations: number;
  types: number;
  memoryMb: number;
  checkRuns: number[];
  errors: string[];
}

const find = (rows: Row[], framework: Framework, routes: number, frontend: Frontend) =>
  rows.find((row) => row.framework === framework && row.routes === routes && row.frontend === frontend)!;
const isFloor = (framework: Framework) => framework === 'floor' || framework === 'floor-sockets';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summarise(framework: Framework, routes: number, frontend: Frontend, samples: Measurement[]): Row {
  return {
    framework,
    routes,
    frontend,
    checkSeconds: median(samples.map((sample) => sample.checkSeconds)),
    checkMinSeconds: Math.min(...samples.map((sample) => sample.checkSeconds)),
    totalSeconds: median(samples.map((sample) => sample.totalSeconds)),
    instantiations: samples[0].instantiations,
    types: samples[0].types,
    memoryMb: Math.round(median(samples.map((sample) => sample.memoryKb)) / 1024),
    checkRuns: samples.map((sample) => sample.checkSeconds),
    errors: samples[0].errors,
  };
}

/**
 * Median check time above the floor of the same size and frontend: what the client's types and typed calls
 * add. A project with gateways is measured against the floor with the same (untyped) sockets frontend.
 */
function aboveFloor(row: Row, rows: Row[]): number {
  const base = row.framework === 'fw-sockets' || row.framework === 'floor-sockets' ? 'floor-sockets' : 'floor';
  const floor = find(rows, base, row.routes, row.frontend);
  return row.checkSeconds - floor.checkSeconds;
}

function formatTable(rows: Row[]): string {
  const lines = [
    '| routes | frontend | client | tsc check, median (s) | check, best (s) | check − floor, median (s) | tsc total, median (s) | instantiations | types | memory (MB) |',
    '|---:|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const names: Record<Framework, string> = {
    floor: 'floor: fw frontend, `api: any`',
    written: 'reference: hand-written client type',
    fw: 'fw `client<App>`',
    'fw-baseline': `fw \`client<App>\`, types of ${process.env.BASELINE}`,
    hono: 'Hono `hc`',
    eden: 'Elysia Eden Treaty',
    'fw-sockets': `fw, and \`socket<Sockets>\` (${gatewayCount} gateways × 10 events)`,
    'floor-sockets': `floor, and the sockets frontend with \`any\``,
  };
  for (const row of rows) {
    const flag = row.errors.length ? ' (tsc errors)' : '';
    const above = isFloor(row.framework) ? '' : aboveFloor(row, rows).toFixed(2);
    lines.push(
      `| ${row.routes} | ${row.frontend} | ${names[row.framework]}${flag} | ${row.checkSeconds.toFixed(2)} | ${row.checkMinSeconds.toFixed(2)} | ${above} | ${row.totalSeconds.toFixed(2)} | ${row.instantiations.toLocaleString('en-US')} | ${row.types.toLocaleString('en-US')} | ${row.memoryMb} |`,
    );
  }
  return lines.join('\n');
}

const dir = mkdtempSync(join(tmpdir(), 'fw-bench-types-'));
try {
  const loadBefore = loadavg()[0];
  writeClientDeclarations(dir, tsc, join(root, 'packages/client/src'));
  if (process.env.BASELINE) writeClientDeclarations(dir, tsc, process.env.BASELINE, 'fw-client-baseline');
  // Gateways with the `calls` frontend only: what they add is the same whatever the HTTP frontend does.
  const withGateways = (frontend: Frontend) => (gatewayCount > 0 && frontend === 'calls' ? socketFrameworks : []);
  const projects = frontends.flatMap((frontend) =>
    sizes.flatMap((routes) =>
      [...frameworks, ...withGateways(frontend)].map((framework) => ({
        framework,
        routes,
        frontend,
        path: writeProject(dir, framework, routes, frontend, join(root, 'node_modules')),
      })),
    ),
  );
  const samples = new Map(projects.map((project) => [project.path, [] as Measurement[]]));
  for (let run = 0; run < runs; run++) {
    for (const project of projects) {
      samples.get(project.path)!.push(measure(tsc, project.path));
      process.stdout.write('.');
    }
  }
  process.stdout.write('\n');
  const rows = projects.map((project) =>
    summarise(project.framework, project.routes, project.frontend, samples.get(project.path)!),
  );
  console.log(formatTable(rows));
  console.log(`load average (1 min): ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after`);

  const largest = Math.max(...sizes);
  const at = (framework: Framework, frontend: Frontend) =>
    rows.find((row) => row.framework === framework && row.routes === largest && row.frontend === frontend)!;
  const targets: Record<string, boolean> = {};
  const measured = (framework: Framework) => frameworks.includes(framework);
  for (const frontend of frontends) {
    const fw = at('fw', frontend).checkSeconds;
    if (measured('written')) {
      const ratio = fw / at('written', frontend).checkSeconds;
      targets[`${frontend}: fw check at ${largest} routes within 1.1x the reference (${ratio.toFixed(2)}x)`] =
        ratio <= 1.1;
    }
    if (largest > 1000 || !measured('hono') || !measured('eden')) continue;
    const fasterPeer = Math.min(at('hono', frontend).checkSeconds, at('eden', frontend).checkSeconds);
    targets[`${frontend}: fw check at ${largest} routes < 0.5 s`] = fw < 0.5;
    targets[`${frontend}: fw check at ${largest} routes <= 1/5 of the faster of Hono and Eden`] = fw <= fasterPeer / 5;
  }
  for (const [target, met] of Object.entries(targets)) console.log(`${met ? 'met    ' : 'MISSED '} ${target}`);
  const gatewaysAdd: Record<number, number> = {};
  if (gatewayCount > 0) {
    for (const routes of sizes) {
      const [plain, withSockets] = [find(rows, 'fw', routes, 'calls'), find(rows, 'fw-sockets', routes, 'calls')];
      gatewaysAdd[routes] = withSockets.checkSeconds - plain.checkSeconds;
      const typed = aboveFloor(withSockets, rows) - aboveFloor(plain, rows);
      const instantiations = (withSockets.instantiations - plain.instantiations).toLocaleString('en-US');
      console.log(
        `${gatewayCount} gateways × 10 events at ${routes} routes add ${gatewaysAdd[routes].toFixed(2)} s to fw's ` +
          `check (${typed.toFixed(2)} s of it over the same calls untyped), ${instantiations} instantiations`,
      );
    }
  }
  for (const row of rows)
    for (const error of row.errors) console.log(`${row.framework}-${row.routes}-${row.frontend}: ${error}`);

  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const meta = {
    date: new Date().toISOString(),
    typescript: (await import('typescript')).version,
    node: spawnSync('node', ['--version'], { encoding: 'utf8' }).stdout.trim(),
    cpus: cpus().length,
    loadAverage: { before: loadBefore, after: loadavg()[0] },
    runs,
    statistic: 'median',
  };
  const withFloor = rows.map((row) => ({
    ...row,
    checkAboveFloorSeconds: row.framework === 'floor' ? 0 : aboveFloor(row, rows),
  }));
  const gatewaysAddSeconds = gatewaysAdd;
  const result = { meta: { ...meta, gateways: gatewayCount }, targets, gatewaysAddSeconds, rows: withFloor };
  writeFileSync(join(root, 'bench/results/types.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log('written bench/results/types.json');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
