// The server plugin's `asyncapi` option: the gateways' document beside the contract, its path relative to the
// current directory as the plugin's `output` is, written on listen() and again when a gateway appears.
import { afterEach, expect, setDefaultTimeout, spyOn, test } from 'bun:test';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@fw/client';
import { Fw } from '@fw/core';
import { UsersController } from './fixtures/api/src/users.controller.ts';
import { createLiveProject, waitFor } from './live-project.ts';

setDefaultTimeout(60_000);

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const GATEWAY = `import { Gateway, SubscribeMessage } from '@fw/websocket';

@Gateway('/chat')
export class ChatGateway {
  @SubscribeMessage('hi')
  hi(_socket: unknown, data: { text: string }): number {
    return data.text.length;
  }
}
`;

test('Client({ asyncapi }) writes the document on listen() and again after a gateway is added', async () => {
  const project = createLiveProject();
  cleanups.push(project.remove);
  const spy = spyOn(console, 'log').mockImplementation(() => undefined);
  cleanups.push(() => spy.mockRestore());
  const output = path.join(project.dir, 'web/app.ts');
  const asyncapi = path.relative(process.cwd(), path.join(project.dir, 'api/asyncapi.json'));
  const app = new Fw().controllers([UsersController]);
  app.use(Client({ root: project.api, output, asyncapi: { output: asyncapi, title: 'Live' } }));
  await app.listen(0);
  cleanups.push(() => app.stop());
  const read = () => JSON.parse(readFileSync(path.resolve(asyncapi), 'utf8'));
  expect(read()).toMatchObject({ info: { title: 'Live' }, channels: {} });
  writeFileSync(path.join(project.api, 'src/chat.gateway.ts'), GATEWAY);
  await waitFor('the gateway in the document', () => read().channels.ChatGateway?.address === '/chat');
  expect(spy.mock.calls.flat().join('\n')).toMatch(/wrote .*asyncapi\.json: 1 channel\b/);
});
