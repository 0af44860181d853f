// A/B of two server scripts on one endpoint, for questions the main bench cannot answer (what one
// header read costs, what fw adds over a native handler doing the same work). Same harness as
// bench/http: servers on core 0, wrk on core 1, back-to-back 1-second pairs, median of per-pair ratios.
// Usage: bun bench/http/ab/run.ts <base.ts> <other.ts> [GET <path> | POST <path>]   (env: PAIRS=16)
// e.g.   bun bench/http/ab/run.ts bench/http/ab/native-post-reads.ts bench/http/servers/fw.ts POST /users
import { join } from 'node:path';
import { startServer } from '../../lib/server.ts';
import { median, medianInterval } from '../../lib/stats.ts';
import { runPairs, runWrk } from '../../lib/wrk.ts';

const [baseScript, otherScript, method = 'POST', path = '/users'] = process.argv.slice(2);
if (!baseScript || !otherScript)
  throw new Error('usage: bun bench/http/ab/run.ts <base.ts> <other.ts> [GET|POST <path>]');
const PAIRS = Number(process.env.PAIRS ?? 16);
const options = {
  connections: 64,
  seconds: 1,
  script: method === 'POST' ? join(import.meta.dir, '../post.lua') : undefined,
};

const base = await startServer('base', baseScript);
const other = await startServer('other', otherScript);
try {
  runWrk(base, path, options); // warm-up (JIT, connection pools)
  runWrk(other, path, options);
  const runs = runPairs(
    PAIRS,
    () => runWrk(base, path, options),
    () => runWrk(other, path, options),
  );
  const ratios = runs.other.map((run, i) => run.cpuUsPerRequest / runs.base[i].cpuUsPerRequest);
  const rps = runs.other.map((run, i) => run.rps / runs.base[i].rps);
  console.log(`${otherScript} vs ${baseScript}, ${method} ${path}, ${PAIRS} pairs`);
  const interval =
    medianInterval(ratios)
      ?.map((value) => value.toFixed(3))
      .join('–') ?? 'too few pairs';
  console.log(
    `CPU per request: ${median(ratios).toFixed(3)} (95% interval ${interval}; pairs from ${Math.min(...ratios).toFixed(3)} to ${Math.max(...ratios).toFixed(3)})`,
  );
  console.log(`req/s:           ${median(rps).toFixed(3)}`);
} finally {
  base.child.kill();
  other.child.kill();
}
