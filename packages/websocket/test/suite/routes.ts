import { describe, expect, test } from 'bun:test';
import { Controller, Get, Post, type FwPlugin } from '@fw/core';
import { PlainGateway } from './gateways.ts';
import { connect, type AppFactory } from './harness.ts';

/** Declares `GET /plain`, the path `PlainGateway` upgrades on. */
@Controller('/plain')
class PlainShadowController {
  @Get() open(): string {
    return 'controller';
  }
}

/** A `POST` beside the gateway's `GET`: another method, no conflict. */
@Controller('/plain')
class PlainPostController {
  @Post() submit(): string {
    return 'posted';
  }
}

/** A static file named like the gateway path, registered the way @fw/static registers files. */
const plainFile: FwPlugin = {
  name: 'file',
  setup: (host) => host.route(['GET', 'HEAD'], '/plain', new Response('a file'), { overridable: true }),
};

export function describeRoutes(factory: AppFactory): void {
  describe('the upgrade path beside other routes', () => {
    test('a controller GET on a gateway path fails listen(), naming the method, the gateway and the fix', async () => {
      const failed = factory({ gateways: [PlainGateway], controllers: [PlainShadowController] });
      await expect(failed).rejects.toThrow(
        'Route conflict on GET /plain: PlainShadowController.open() declares it, but WebSocket gateway PlainGateway ' +
          '(plugin "@fw/websocket") owns that method and path, and one would silently shadow the other. Give one of them another path.',
      );
    });

    test('a raw app.addRoutes() GET on a gateway path fails listen() too', async () => {
      const failed = factory({ gateways: [PlainGateway], routes: { '/plain': { GET: new Response('raw') } } });
      await expect(failed).rejects.toThrow(
        'Route conflict on GET /plain: app.addRoutes() declares it, but WebSocket gateway PlainGateway',
      );
    });

    test('another method on the gateway path is the controller’s; a static file there yields to the gateway', async () => {
      const app = await factory({ gateways: [PlainGateway], controllers: [PlainPostController], plugins: [plainFile] });
      try {
        const posted = await fetch(app.httpUrl('/plain'), { method: 'POST' });
        expect([posted.status, await posted.text()]).toEqual([201, 'posted']);
        expect((await fetch(app.httpUrl('/plain'))).status).toBe(426);
        const head = await fetch(app.httpUrl('/plain'), { method: 'HEAD' });
        expect(head.status).toBe(426);
        const client = await connect(app.wsUrl('/plain'));
        client.emit('ping');
        expect(await client.next()).toEqual({ event: 'pong' });
        await client.close();
      } finally {
        await app.stop();
      }
    });
  });
}
