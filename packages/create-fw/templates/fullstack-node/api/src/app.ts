import { fileURLToPath } from 'node:url';
import { Fw } from '@fw/core';
import { node } from '@fw/core/node';
import { StaticPlugin } from '@fw/static';
import { WebSocketPlugin } from '@fw/websocket';
import { ChatController } from './chat/chat-controller.ts';
import { ChatGateway } from './chat/chat-gateway.ts';
import { ChatService } from './chat/chat-service.ts';
import { UsersController } from './users/users-controller.ts';
import { UsersService } from './users/users-service.ts';

/** Where `vite build` writes the web app (this file runs from dist/api/src/); `WEB_DIST` overrides it. */
const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * The application, not yet listening. In production it also serves the built web app, falling back to
 * `index.html` for the app's own routes; in development Vite serves it and forwards `/api` here.
 *
 * @example
 * const app = await createApp();
 * await app.listen(3000);
 */
export async function createApp(): Promise<Fw> {
  const app = new Fw({ runtime: node() });
  app.services([UsersService, ChatService]);
  app.controllers([UsersController, ChatController]);
  app.use(WebSocketPlugin.create([ChatGateway]));
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
