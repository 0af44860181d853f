import { socket, type SocketClient } from '@fw/client/ws';
import { fw } from './api.ts';
import { item, query, section } from './dom.ts';
import type { ChatMessage, Sockets } from './generated/app.ts';

type ChatSocket = SocketClient<Sockets['api']['chat']['connect']>;

/** `/chat`: pick a room and a name, read its history over HTTP, then talk through the gateway. */
export function renderChat(signal: AbortSignal): Node {
  const page = section(`
    <h1>Chat</h1>
    <form class="join">
      <select name="room" aria-label="Room"></select>
      <input name="name" placeholder="Your name" aria-label="Name" />
      <button>Join</button>
    </form>
    <ul class="log"></ul>
    <form class="say">
      <input name="text" placeholder="Say something" aria-label="Message" autocomplete="off" />
      <button>Send</button>
    </form>`);
  const join = query<HTMLFormElement>(page, '.join');
  const say = query<HTMLFormElement>(page, '.say');
  const log = query(page, '.log');
  const show = (message: ChatMessage): void => {
    log.append(item(`${message.from}: ${message.text}`));
  };
  let chat: ChatSocket | undefined;

  void fw.api.chat.rooms.get({ fetch: { signal } }).then(({ data }) => {
    for (const room of data ?? []) query(join, 'select').append(new Option(room, room));
  });

  join.addEventListener('submit', async (event) => {
    event.preventDefault();
    chat?.close();
    const fields = new FormData(join);
    const room = String(fields.get('room'));
    const history = await fw.api.chat.rooms({ room }).messages.get();
    log.replaceChildren();
    history.data?.forEach(show);
    // The gateway on the page's own host (under `/api`, which Vite forwards in development), typed by the
    // contract; it reconnects by itself after a drop.
    chat = socket<Sockets>('').api.chat.connect({ query: { room, name: String(fields.get('name')) } });
    chat.on('message', show);
  });

  say.addEventListener('submit', (event) => {
    event.preventDefault();
    chat?.emit('message', { text: String(new FormData(say).get('text')) });
    say.reset();
  });
  signal.addEventListener('abort', () => chat?.close());
  return page;
}
