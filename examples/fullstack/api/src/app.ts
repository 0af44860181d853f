import { fileURLToPath } from 'node:url';
import { Client } from '@fw/client';
import { OpenApi } from '@fw/client/openapi';
import { Fw, type FwOptions } from '@fw/core';
import { StaticPlugin } from '@fw/static';
import { RedisAdapter, WebSocketPlugin } from '@fw/websocket';
import { AuthController } from './auth/auth-controller.ts';
import { LoginDto } from './auth/login-dto.ts';
import { AuthService } from './auth/auth-service.ts';
import { AnnouncementDto } from './chat/chat-message.ts';
import { ChatController } from './chat/chat-controller.ts';
import { ChatGateway } from './chat/chat-gateway.ts';
import { toFieldErrors } from './errors/field-errors.ts';
import { NotFoundFilter } from './errors/not-found-filter.ts';
import { CreatePostDto } from './posts/post.ts';
import { PostsService } from './posts/posts-service.ts';
import { StatsController } from './stats/stats-controller.ts';
import { CreateUserDto, UpdateUserDto } from './users/user-dto.ts';
import { UsersController } from './users/users-controller.ts';
import { UsersService } from './users/users-service.ts';
import { SERVER_PROCESS, readClusterMode, type ClusterMode } from './cluster.ts';

/** The API's OpenAPI document: `npm run openapi` writes it, and the plugin below again after each edit. */
const openapi = fileURLToPath(new URL('../openapi.json', import.meta.url));

/** The chat gateway's AsyncAPI document: `npm run asyncapi` writes it, and the plugin below again after each edit. */
const asyncapi = fileURLToPath(new URL('../asyncapi.json', import.meta.url));

/** Where `vite build` writes the web app; `WEB_DIST` overrides it (the end-to-end tests build elsewhere). */
const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * The example application, in either deployment shape (spec, "Deployment shapes"): in production it
 * also serves the built web app with SPA fallback; in development Vite serves it and proxies `/api`.
 * In cluster mode (`REDIS_URL`) the chat's rooms reach the sockets of every process through Redis.
 * `runtime` is Bun's when left out; `main.ts` passes Node's when Node runs it.
 *
 * @example
 * const app = await createApp();
 * await app.listen(3000);
 */
export async function createApp(
  cluster: ClusterMode | undefined = readClusterMode(process.env),
  runtime?: FwOptions['runtime'],
): Promise<Fw> {
  const app = new Fw({
    ...(runtime && { runtime }),
    // Every failed @Schema answers 422 { statusCode, message, errors: { field: [...] } }.
    validationError: toFieldErrors,
    // x-request-id in (or generated) and out; JSON access lines in production, a worker's carrying `worker`.
    requestId: true,
    // JSON lines in production, readable ones in development (`npm run dev` pipes them, which would mean JSON);
    // `bun test` sets NODE_ENV=test: there only warnings and errors, so test output stays readable.
    log: {
      level: process.env.NODE_ENV === 'test' ? 'warn' : 'info',
      format: process.env.NODE_ENV === 'production' ? 'json' : 'pretty',
    },
    // GET /health (live) and GET /ready (503 from the moment a graceful stop begins) for the orchestrator.
    health: true,
  });
  app.services([UsersService, PostsService, AuthService]);
  app.providers([{ provide: SERVER_PROCESS, useValue: { workerId: app.workerId, pid: process.pid } }]);
  app.controllers([UsersController, AuthController, StatsController, ChatController]);
  app.useGlobalFilters(NotFoundFilter);
  const adapter = cluster && new RedisAdapter({ url: cluster.redisUrl });
  app.use(WebSocketPlugin.create([ChatGateway], { adapter }));
  // Development: write the web app's contract on listen() and rewrite it when a controller or DTO
  // changes. The plugin does nothing under NODE_ENV=production and never loads the compiler there.
  app.use(Client({ output: '../web/src/generated/app.ts', openapi, asyncapi }));
  // Development only (the plugin's default): the documents and the docs page under /api, with the zod DTOs'
  // own constraints. Production serves none of them; `production: true` here would publish them.
  const schemas = { CreateUserDto, UpdateUserDto, LoginDto, CreatePostDto, AnnouncementDto };
  const dtoSchemas = Object.fromEntries(Object.entries(schemas).map(([name, dto]) => [name, dto.schema]));
  app.use(
    OpenApi({
      document: openapi,
      path: '/api/openapi.json',
      docs: '/api/docs',
      schemas: dtoSchemas,
      asyncapi,
      asyncapiPath: '/api/asyncapi.json',
    }),
  );
  // The spec's production gate: the static plugin is registered only when NODE_ENV is production.
  if (process.env.NODE_ENV === 'production') {
    app.use(
      await StaticPlugin.create({
        root: webDist,
        prefix: '/',
        index: 'index.html',
        spa: true,
        alwaysStatic: true,
        cacheControl: 'no-cache',
      }),
    );
  }
  return app;
}
