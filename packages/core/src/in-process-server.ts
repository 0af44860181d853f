import type { ServerHandle } from './plugin.ts';

/** What handlers see as `server` under `app.fetch()` before `listen()`: no socket, nothing to upgrade. */
export const inProcessServer: ServerHandle = {
  port: 0,
  hostname: 'localhost',
  url: new URL('http://localhost/'),
  pendingWebSockets: 0,
  upgrade: () => false,
  publish: () => 0,
  subscriberCount: () => 0,
  requestIP: () => null,
};
