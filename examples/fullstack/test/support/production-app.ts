import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiDir, repo, tsc, vite, webDir } from './paths.ts';
import { serve, type Served } from './serve.ts';

/** The production shape, running: one API process serving `/api`, the gateway and the built web app. */
export interface ProductionApp extends Served {
  /** Stops the API process (SIGTERM: its WebSockets close with 1001) and starts it again on its port. */
  restart(between?: () => Promise<void>): Promise<void>;
}

/**
 * Do what `npm start` does, with a free port and a temporary build folder: build `@fw/client` (as the
 * root `prepare` does on install), `vite build` the web app on Node (its `fwClient()` plugin generates
 * the contract first), then start the API with `NODE_ENV=production` from its own folder, so Bun reads
 * the API's tsconfig (experimental decorators).
 */
export async function startProductionApp(): Promise<ProductionApp> {
  const dist = mkdtempSync(join(tmpdir(), 'fw-fullstack-dist-'));
  run('build @fw/client', [tsc, '-p', 'packages/client/tsconfig.build.json'], repo);
  run('vite build', [vite, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], webDir);

  const start = (port: string) =>
    serve(process.execPath, ['src/main.ts'], {
      cwd: apiDir,
      env: { ...process.env, NODE_ENV: 'production', PORT: port, WEB_DIST: dist },
      announces: /listening on (http:\/\/\S+)/,
    });
  let api = await start('0');
  return {
    url: api.url,
    restart: async (between) => {
      await api.stop();
      await between?.();
      api = await start(new URL(api.url).port);
    },
    stop: async () => {
      await api.stop();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

/** Run a Node script: the codegen, its command and Vite run on Node, not Bun. */
function run(step: string, args: string[], cwd: string): void {
  const result = spawnSync('node', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${step} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}
