// HTTP benchmark: Bun's native routes (the limit) vs fw vs Elysia vs Hono on four endpoints.
// Servers on core 0, wrk on core 1 (taskset). Back-to-back pairs of 1-second runs, native then
// framework, so both see the same machine phase; the figure per framework is the median of the
// per-pair ratios. Server CPU per request comes from /proc/<pid>/stat (utime + stime) around each run.
// Usage: npm run bench:http   (env: PAIRS=10, CONNECTIONS=64, DURATION=1)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

const root = join(import.meta.dir, '../..');
const PAIRS = Number(process.env.PAIRS ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 64);
const DURATION = Number(process.env.DURATION ?? 1);
const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK']).stdout.toString().trim() || 100);
const SERVER_CORE = '0';
const LOAD_CORE = '1';

const frameworks = ['fw', 'elysia', 'hono'] as const;
type Name = 'native' | (typeof frameworks)[number];

interface Endpoint {
  readonly name: string;
  readonly path: string;
  readonly post?: boolean;
  readonly status: number;
  readonly body: string;
}
const endpoints: Endpoint[] = [
  { name: 'GET / (text)', path: '/', status: 200, body: 'Hello World' },
  { name: 'GET /users/:id (JSON)', path: '/users/42', status: 200, body: '{"id":"42","name":"Ada"}' },
  { name: 'GET /search?q=&limit= (JSON)', path: '/search?q=bun&limit=10', status: 200, body: '{"q":"bun","limit":"10"}' },
  { name: 'POST /users (JSON echo, 201)', path: '/users', post: true, status: 201, body: '{"name":"Ada Lovelace","email":"ada@example.com","age":36}' },
];

interface Server {
  readonly name: Name;
  readonly pid: number;
  readonly url: string;
  readonly child: ChildProcess;
}

async function startServer(name: Name): Promise<Server> {
  const child = spawn('taskset', ['-c', SERVER_CORE, process.execPath, join('bench/http/servers', `${name}.ts`)], {
    cwd: root,
    env: { ...process.env, PORT: '0', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ready (\d+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`${name} exited ${code}: ${out}`)));
  });
  // taskset execs the runtime, so the child's pid is the server's.
  return { name, pid: child.pid as number, url: `http://127.0.0.1:${port}`, child };
}

function readCpuTicks(pid: number): number {
  // Fields after the parenthesised command name; utime and stime are fields 14 and 15 (proc(5)).
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

interface Run {
  readonly rps: number;
  readonly p99: number;
  readonly cpuUs: number;
}

function toMs(value: string, unit: string): number {
  const n = Number(value);
  return unit === 'us' ? n / 1000 : unit === 's' ? n * 1000 : unit === 'm' ? n * 60_000 : n;
}

function measure(server: Server, endpoint: Endpoint, duration = DURATION): Run {
  const args = ['-c', LOAD_CORE, 'wrk', '-t1', `-c${CONNECTIONS}`, `-d${duration}s`, '--latency'];
  if (endpoint.post) args.push('-s', join(import.meta.dir, 'post.lua'));
  args.push(server.url + endpoint.path);
  const before = readCpuTicks(server.pid);
  const result = spawnSync('taskset', args, { encoding: 'utf8' });
  const after = readCpuTicks(server.pid);
  const out = result.stdout;
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  const seconds = Number(/requests in ([\d.]+)s/.exec(out)?.[1]);
  const p99 = /99%\s+([\d.]+)(us|ms|s|m)/.exec(out);
  if (!requests || !p99 || /Non-2xx/.test(out)) throw new Error(`wrk failed on ${server.name} ${endpoint.path}:\n${out}${result.stderr}`);
  return {
    rps: requests / seconds,
    p99: toMs(p99[1], p99[2]),
    cpuUs: (((after - before) / CLK_TCK) * 1e6) / requests,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function check(server: Server, endpoint: Endpoint): Promise<void> {
  const init: RequestInit = endpoint.post
    ? { method: 'POST', body: endpoint.body, headers: { 'content-type': 'application/json' } }
    : {};
  const res = await fetch(server.url + endpoint.path, init);
  const body = await res.text();
  if (res.status !== endpoint.status || JSON.stringify(tryJson(body)) !== JSON.stringify(tryJson(endpoint.body))) {
    throw new Error(`${server.name} ${endpoint.path}: ${res.status} ${body}`);
  }
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const servers = new Map<Name, Server>();
for (const name of ['native', ...frameworks] as Name[]) servers.set(name, await startServer(name));
const get = (name: Name) => servers.get(name) as Server;

interface Row {
  endpoint: string;
  framework: Name;
  rps: number;
  p99Ms: number;
  cpuUsPerRequest: number;
  rpsVsNative: number;
  cpuVsNative: number;
}
const rows: Row[] = [];
try {
  for (const endpoint of endpoints) {
    for (const server of servers.values()) {
      await check(server, endpoint);
      measure(server, endpoint); // warm-up (JIT, connection pools)
    }
    const native: Run[] = [];
    for (const framework of frameworks) {
      const runs: Run[] = [];
      const rpsRatios: number[] = [];
      const cpuRatios: number[] = [];
      for (let pair = 0; pair < PAIRS; pair++) {
        const a = measure(get('native'), endpoint);
        const b = measure(get(framework), endpoint);
        native.push(a);
        runs.push(b);
        rpsRatios.push(b.rps / a.rps);
        cpuRatios.push(b.cpuUs / a.cpuUs);
      }
      rows.push({
        endpoint: endpoint.name,
        framework,
        rps: median(runs.map((r) => r.rps)),
        p99Ms: median(runs.map((r) => r.p99)),
        cpuUsPerRequest: median(runs.map((r) => r.cpuUs)),
        rpsVsNative: median(rpsRatios),
        cpuVsNative: median(cpuRatios),
      });
    }
    rows.push({
      endpoint: endpoint.name,
      framework: 'native',
      rps: median(native.map((r) => r.rps)),
      p99Ms: median(native.map((r) => r.p99)),
      cpuUsPerRequest: median(native.map((r) => r.cpuUs)),
      rpsVsNative: 1,
      cpuVsNative: 1,
    });
    console.error(`done: ${endpoint.name}`);
  }
} finally {
  for (const server of servers.values()) server.child.kill();
}

const order: Name[] = ['native', 'fw', 'elysia', 'hono'];
const lines = [
  `| Endpoint | Server | req/s | p99 (ms) | CPU µs/req | req/s vs native | CPU vs native |`,
  `|---|---|---:|---:|---:|---:|---:|`,
];
for (const endpoint of endpoints) {
  for (const name of order) {
    const row = rows.find((r) => r.endpoint === endpoint.name && r.framework === name) as Row;
    lines.push(
      `| ${endpoint.name} | ${name} | ${Math.round(row.rps).toLocaleString('en-US')} | ${row.p99Ms.toFixed(2)} | ${row.cpuUsPerRequest.toFixed(2)} | ${row.rpsVsNative.toFixed(3)} | ${row.cpuVsNative.toFixed(3)} |`,
    );
  }
}
console.log(lines.join('\n'));
console.log(`\n${PAIRS} pairs × ${DURATION}s per framework and endpoint, wrk -t1 -c${CONNECTIONS}, Bun ${Bun.version}; ratios are medians of per-pair ratios.`);

const results = join(root, 'bench/results');
mkdirSync(results, { recursive: true });
writeFileSync(
  join(results, 'http.json'),
  JSON.stringify({ date: new Date().toISOString(), bun: Bun.version, pairs: PAIRS, durationSeconds: DURATION, connections: CONNECTIONS, rows }, null, 2),
);
