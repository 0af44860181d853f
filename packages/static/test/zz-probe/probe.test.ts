import { test } from 'bun:test';
import { Fw } from '@fw/core';
import { StaticPlugin } from '../../src/index.ts';
import { buildDist } from '../build-dist.ts';

const many: Record<string, string> = {};
for (let i = 0; i < 2000; i++) many[`x-h${i}`] = 'v'.repeat(50);
const cases: [string, unknown][] = [
  ['fn throws Error', () => { throw new Error('headers fn boom'); }],
  ['fn throws string', () => { throw 'str'; }],
  ['fn returns promise', async () => ({ 'x-a': '1' })],
  ['fn returns string', () => 'x-a: 1'],
  ['fn returns null', () => null],
  ['value CRLF', { 'x-a': 'a\r\nSet-Cookie: evil=1' }],
  ['value NUL', { 'x-a': 'a\0b' }],
  ['value non-latin1', { 'x-a': 'é€😀' }],
  ['value latin1', { 'x-a': 'café' }],
  ['name space', { 'x a': '1' }],
  ['name empty', { '': '1' }],
  ['name colon', { 'x:a': '1' }],
  ['value number', { 'x-a': 1 }],
  ['set-cookie', { 'set-cookie': 'a=1' }],
  ['connection', { connection: 'close' }],
  ['content-length case', { 'Content-Length': '1' }],
  ['date', { date: 'x' }],
  ['many 2000x50', many],
  ['huge value 1MB', { 'x-a': 'v'.repeat(1_000_000) }],
  ['value leading space', { 'x-a': '  v  ' }],
  ['__proto__ name', JSON.parse('{"__proto__": "x"}')],
];

test('probe static headers', async () => {
  const dist = buildDist();
  for (const alwaysStatic of [true, false]) {
    for (const [name, headers] of cases) {
      const logged: unknown[] = [];
      let out = '';
      let app: Fw | undefined;
      try {
        const plugin = await StaticPlugin.create({ root: dist.root, alwaysStatic, headers: headers as never });
        app = new Fw({ logger: { error: (...a: unknown[]) => logged.push(...a) } }).use(plugin);
        await app.listen(0);
        try {
          const res = await fetch(new URL('/robots.txt', app.url), { signal: AbortSignal.timeout(3000) });
          const body = await res.text();
          out = `${res.status} x-a=${JSON.stringify(res.headers.get("x-a")?.slice(0, 20))} sc=${res.headers.get("set-cookie")} conn=${res.headers.get("connection")} date=${res.headers.get("date")} n=${[...res.headers].length} body=${body.slice(0, 80)}`;
        } catch (e) { out = `FETCH FAILED ${(e as Error).message}`; }
        const next = await fetch(new URL('/docs/index.html', app.url)).then((r) => r.status, () => 'down');
        out += ` next=${next}`;
      } catch (e) { out = `CREATE/LISTEN THROWS ${(e as Error)?.message ?? e}`.slice(0, 250); }
      console.log(`[${alwaysStatic}] ${name}: ${out}\n   log: ${logged.map((x) => x instanceof Error ? `${x.name}: ${x.message}` : String(x)).join(' | ').slice(0, 250)}`);
      await app?.stop(true);
    }
  }
  dist.remove();
}, 60_000);
