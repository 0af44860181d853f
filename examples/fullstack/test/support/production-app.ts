import { nodeForRuntimeTests } from '../../../../test/on-node/node-for-runtime-tests.ts';
import { apiDir } from './paths.ts';
import { buildApiForNode } from './node-build.ts';
import { serve, type Served } from './serve.ts';
import { buildWeb } from './web-build.ts';

/** The two runtimes the production shape runs on: `npm start` (Bun) and `npm run start:node` (Node). */
export const RUNTIMES = ['bun', 'node'] as const;
export type Runtime = (typeof RUNTIMES)[number];

/** The production shape, running: one API process serving `/api`, the gateway and the built web app. */
export interface ProductionApp extends Served {
  /** Stops the API process (SIGTERM: its WebSockets close with 1001) and starts it again on its port. */
  restart(between?: () => Promise<void>): Promise<void>;
}

/**
 * Do what `npm start` (Bun) or `npm run start:node` (Node) does, with a free port and a temporary build
 * folder: build the web app (once for both), then start the API with `NODE_ENV=production` from its own
 * folder, so Bun reads the API's tsconfig (experimental decorators); Node runs the API compiled once to
 * `api/dist/`. `REDIS_URL` is left out, so a developer's shell cannot turn this into cluster mode.
 */
export async function startProductionApp(runtime: Runtime = 'bun'): Promise<ProductionApp> {
  const dist = buildWeb();
  const [command, args] =
    runtime === 'bun' ? [process.execPath, ['src/main.ts']] : [nodeForRuntimeTests(), [buildApiForNode()]];
  const { REDIS_URL: _, ...env } = process.env;
  const start = (port: string) =>
    serve(command, args, {
      cwd: apiDir,
      env: { ...env, NODE_ENV: 'production', PORT: port, WEB_DIST: dist },
      announces: /listening on (http:\/\/\S+)/,
    });
  let api = await start('0');
  return {
    url: api.url,
    output: () => api.output(),
    restart: async (between) => {
      await api.stop();
      await between?.();
      api = await start(new URL(api.url).port);
    },
    stop: () => api.stop(),
  };
}
