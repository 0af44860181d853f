import { Connection } from './connection.ts';
import type { ConnectOptions, SocketTree } from './types.ts';
import { toSocketUrl } from './url.ts';

/**
 * Creates the typed socket client for a `Sockets` contract: segments are properties, `connect()` opens it.
 * @example
 * import type { Sockets } from './generated/app.ts';
 * import { socket } from '@fw/client/ws';
 * const chat = socket<Sockets>('').ws.chat.connect({ query: { room: 'general' }, finalCloseCodes: [4001] });
 * chat.on('message', (message) => console.log(message.text));
 * const history = await chat.emitWithAck('history', undefined, { timeout: 5000 });
 */
export function socket<Sockets>(baseUrl: string): SocketTree<Sockets> {
  return createNode(baseUrl, []) as SocketTree<Sockets>;
}

function createNode(baseUrl: string, path: readonly string[]): unknown {
  return new Proxy(() => {}, {
    get(_target, key) {
      // `await` reads `then`: undefined at every depth, so a path is never taken for a promise.
      if (typeof key !== 'string' || key === 'then') return undefined;
      return createNode(baseUrl, [...path, key]);
    },
    apply(_target, _this, [options]: [ConnectOptions?]) {
      if (path[path.length - 1] !== 'connect') {
        throw new TypeError(`@fw/client: /${path.join('/')}(...) is not a gateway; call connect()`);
      }
      return new Connection(toSocketUrl(baseUrl, path.slice(0, -1), options?.query), options);
    },
  });
}
