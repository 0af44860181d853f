// What the suite's clients expect of the global scope, on Node: imported first by each entry run by `node`.
import { createRequire } from 'node:module';
import '../../../../test/on-node/node20.ts';

// Node 20 has no WebSocket client, and Node 22's is undici's; the suite's client is `ws`'s on either: it takes
// Bun's `{ headers }` second argument as its options, and ignores its own 'error' event once listened to, as a
// browser's does (an EventEmitter's would throw).
const { WebSocket: WsClient } = createRequire(import.meta.url)('ws');
class BrowserLikeWebSocket extends WsClient {
  constructor(...args: unknown[]) {
    super(...args);
    this.on('error', () => undefined);
  }
}
Object.assign(globalThis, { WebSocket: BrowserLikeWebSocket });
