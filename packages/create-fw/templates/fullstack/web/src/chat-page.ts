import { fw } from './api.ts';
import { item, query, section } from './dom.ts';
import type { ChatMessage } from './generated/app.ts';

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
  let socket: WebSocket | undefined;

  void fw.api.chat.rooms.get({ fetch: { signal } }).then(({ data }) => {
    for (const room of data ?? []) query(join, 'select').append(new Option(room, room));
  });

  join.addEventListener('submit', async (event) => {
    event.preventDefault();
    socket?.close();
    const fields = new FormData(join);
    const room = String(fields.get('room'));
    const history = await fw.api.chat.rooms({ room }).messages.get();
    log.replaceChildren();
    history.data?.forEach(show);
    socket = openChat(room, String(fields.get('name')), show);
  });

  say.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = new FormData(say).get('text');
    socket?.send(JSON.stringify({ event: 'message', data: { text } }));
    say.reset();
  });
  signal.addEventListener('abort', () => socket?.close());
  return page;
}

/** The gateway, on the page's own host: `/ws` is forwarded by Vite in development, like `/api`. */
function openChat(room: string, name: string, onMessage: (message: ChatMessage) => void): WebSocket {
  const url = new URL('/ws/chat', location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.search = new URLSearchParams({ room, name }).toString();
  const socket = new WebSocket(url);
  socket.addEventListener('message', (event) => {
    const frame = JSON.parse(String(event.data)) as { event: string; data: ChatMessage };
    if (frame.event === 'message') onMessage(frame.data);
  });
  return socket;
}
