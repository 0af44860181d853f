import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { join } from 'node:path';
import { startChildApp } from './child-app.ts';
import type { AgentPoolCounts as Counts } from './fixtures/agent-pool/counts.ts';

// A pooled keep-alive client through a graceful stop: 50 loops share one Node `http.Agent` (keepAlive), each
// pausing between requests as a service does, so sockets sit idle in the pool; the app gets SIGTERM under
// that load (fixtures/agent-pool). A reused socket the stop closed while the client was about to send on it
// is an ECONNRESET, and the client cannot know whether its request ran. Every wait is bounded.
setDefaultTimeout(30_000);
const fixture = join(import.meta.dir, 'fixtures/agent-pool');
// The client runs on Node when it is installed (a real `node:http` Agent), else on Bun's node:http.
const nodeBinary = Bun.which('node') ?? process.execPath;

async function probe(mode: 'single' | 'workers'): Promise<Counts> {
  const app = startChildApp(fixture, ['app.ts', mode]);
  const port = (await app.until('listening ')).split(' ')[1] ?? '';
  const env = { ...process.env, PORT: port, SERVER_PID: String(app.child.pid), LOAD_MS: '1000', BUSY_MS: '0.5' };
  const client = Bun.spawn([nodeBinary, join(fixture, 'client.mjs')], { env, stdout: 'pipe', stderr: 'pipe' });
  const [output, errors] = [await new Response(client.stdout).text(), await new Response(client.stderr).text()];
  await Promise.all([app.exit(), client.exited]);
  if (client.exitCode !== 0) throw new Error(`the client failed: ${errors}`);
  return JSON.parse(output) as Counts;
}

describe('SIGTERM under a 50-connection keep-alive http.Agent pool', () => {
  for (const mode of ['single', 'workers'] as const) {
    test(`${mode}: no request is reset; each loop ends on a refused connect`, async () => {
      for (let run = 0; run < 2; run++) {
        const counts = await probe(mode);
        const { resetReused, resetNew, other } = counts;
        expect({ mode, run, resetReused, resetNew, other }).toEqual({
          mode,
          run,
          resetReused: 0,
          resetNew: 0,
          other: [],
        });
        expect(counts.refused).toBe(50);
        // Answers after the signal say Connection: close (those a worker sent before its stop order came do not).
        expect(counts.after).toBeGreaterThan(0);
        expect(counts.connectionClose).toBeGreaterThan(0);
      }
    });
  }
});
