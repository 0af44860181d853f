// The realtime half of the fw projects: a `Sockets` contract of G gateways × 10 events, as the generator
// writes it (each event's `data` and `ack`, the gateway's `on` events), and a frontend file that connects
// to every gateway and, for each event, listens (`on`), emits and emits with an ack through
// `socket<Sockets>`; the floor's copy types the socket client `any`.

const EVENTS = 10;

const range = (count: number) => Array.from({ length: count }, (_, i) => i);

/** `contract-sockets.ts`: the message types and `type Sockets`, keyed by the gateway paths `/ws/g<n>`. */
export function writeSocketsContract(gateways: number): string {
  const types = range(gateways).map(
    (g) => `export type Message${g} = { id: string; text: string; g${g}: number; sentAt: string };`,
  );
  const leaves = range(gateways).map(
    (g) => `    g${g}: {
      connect: {
        emit: {
${range(EVENTS)
  .map((e) => `          e${e}: { data: { room: string; k${e}: number }; ack: Message${g} };`)
  .join('\n')}
        };
        on: {
${range(EVENTS)
  .map((e) => `          e${e}: Message${g};`)
  .join('\n')}
        };
      };
    };`,
  );
  return `${types.join('\n')}

export type Sockets = {
  ws: {
${leaves.join('\n')}
  };
};
`;
}

/** `sockets.ts`: one function per gateway, 30 typed calls each; `typed: false` for the floor. */
export function writeSocketsFrontend(gateways: number, typed: boolean): string {
  const header = typed
    ? `import { socket } from '@fw/client/ws';
import type { Sockets } from './contract-sockets.ts';

const sockets = socket<Sockets>('');`
    : 'const sockets: any = null;';
  // Strict mode takes an untyped callback parameter only when it is written `any`.
  const message = typed ? 'message' : 'message: any';
  const functions = range(gateways).map((g) => {
    const calls = range(EVENTS).flatMap((e) => [
      `  chat.on('e${e}', (${message}) => sink.push(message.text));`,
      `  chat.emit('e${e}', { room: 'a', k${e}: ${e} });`,
      `  void chat.emitWithAck('e${e}', { room: 'a', k${e}: ${e} }, { timeout: 1000 })` +
        `.then((${message}) => sink.push(message.id));`,
    ]);
    const connect = `  const chat = sockets.ws.g${g}.connect({ query: { room: 'a' } });`;
    return `export function gateway${g}() {\n${connect}\n${calls.join('\n')}\n}`;
  });
  return `${header}\nexport const sink: unknown[] = [];\n${functions.join('\n')}\n`;
}
