// Each soak scenario's requests against the soak's own servers, with the statuses the scenarios require:
// a server default that changes (a POST answering 201) fails here, not after minutes of soak.
import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type Server } from '../lib/server.ts';
import { soakRequests, toInit, type SoakRequest } from './requests.ts';

const site = mkdtempSync(join(tmpdir(), 'fw-soak-requests-'));
writeFileSync(join(site, 'index.html'), '<!doctype html>');
writeFileSync(join(site, 'big.bin'), new Uint8Array(1024));
const env: Record<SoakRequest['server'], Record<string, string>> = {
  'http-app.ts': { WORK_MS: '1' },
  'ws-app.ts': {},
  'static-app.ts': { ROOT: site, ALWAYS_STATIC: 'true' },
};
const started: Server[] = [];
afterAll(() => {
  for (const server of started) server.child.kill('SIGKILL');
  rmSync(site, { recursive: true, force: true });
});

for (const name of Object.keys(env) as SoakRequest['server'][]) {
  test(`${name} answers every soak request with the status its scenario requires`, async () => {
    const server = await startServer(name, join(import.meta.dir, 'servers', name), env[name]);
    started.push(server);
    const requests = Object.entries(soakRequests).filter(([, request]) => request.server === name);
    expect(requests.length).toBeGreaterThan(0);
    for (const [label, request] of requests) {
      // The storm's count goes at the end of its path.
      const path = label === 'storm' ? `${request.path}1` : request.path;
      const response = await fetch(`${server.url}${path}`, toInit(request));
      await response.arrayBuffer();
      expect([label, response.status]).toEqual([label, request.status]);
    }
  });
}
