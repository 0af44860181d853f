import { fw } from '../api';
import { connectChat, type ChatSocket } from '../chat-socket';
import { h } from '../dom';
import type { ChatMessage } from '../generated/app';
import type { PageContext } from '../router';

/**
 * `/chat`: sign in over HTTP for a token (checked with an `Authorization` header route), pick a room,
 * connect to the gateway, talk, and announce to the room through an HTTP route that broadcasts.
 */
export async function renderChat({ signal }: PageContext): Promise<Node> {
  const rooms = await fw.api.chat.rooms.get({ fetch: { signal } });
  const roomPicker = h('select', { name: 'room', 'aria-label': 'Room' });
  for (const room of rooms.error ? [] : rooms.data) roomPicker.append(h('option', { value: room.name }, room.name));

  const name = h('input', { name: 'name', placeholder: 'Your name', 'aria-label': 'Name' });
  const token = h('input', { name: 'token', placeholder: 'Token', 'aria-label': 'Token' });
  const signIn = h('button', { type: 'button' }, 'Get token');
  const whoami = h('span', { class: 'muted', 'data-testid': 'whoami' });
  const connect = h('button', { type: 'button', 'data-testid': 'connect' }, 'Connect');
  const status = h('p', { class: 'status', 'data-testid': 'chat-status' }, 'Not connected');
  const log = h('ul', { class: 'log', 'data-testid': 'chat-log' });
  const text = h('input', { name: 'text', placeholder: 'Say something', 'aria-label': 'Message', autocomplete: 'off' });
  const say = h('form', { class: 'inline', 'data-testid': 'say' }, text, h('button', { type: 'submit' }, 'Send'));
  const notice = h('input', { name: 'notice', placeholder: 'Announcement', 'aria-label': 'Announcement' });
  const announce = h(
    'form',
    { class: 'inline', 'data-testid': 'announce' },
    notice,
    h('button', { type: 'submit' }, 'Announce over HTTP'),
  );
  let socket: ChatSocket | undefined;

  const append = (message: ChatMessage): void => {
    const kind = message.from === 'announcement' ? 'notice' : '';
    log.append(h('li', { class: kind }, h('b', {}, message.from), ` ${message.text}`));
  };

  signIn.addEventListener('click', async () => {
    const session = await fw.api.auth.login.post({ name: name.value });
    if (session.error) {
      whoami.textContent = session.error.value.message;
      return;
    }
    token.value = session.data.token;
    const me = await fw.api.auth.me.get({ headers: { authorization: `Bearer ${session.data.token}` } });
    whoami.textContent = me.error ? me.error.value.message : `signed in as ${me.data.name}`;
  });

  connect.addEventListener('click', () => {
    socket?.close();
    const room = roomPicker.value;
    status.textContent = `Connecting to ${room}…`;
    const show = (state: string, text: string, code?: number): void => {
      status.textContent = text;
      status.dataset.state = state;
      if (code !== undefined) status.dataset.code = String(code);
    };
    socket = connectChat(
      { room, token: token.value },
      {
        onOpen: (reconnected) => show('open', `${reconnected ? 'Reconnected' : 'Connected'} to ${room}`),
        onClose: ({ code, reason, reconnecting }) => {
          const why = `${code}${reason === '' ? '' : `: ${reason}`}`;
          if (reconnecting) show('reconnecting', `Reconnecting (${why})…`, code);
          else show('closed', `Closed ${why}`, code);
        },
      },
      signal,
    );
    socket.on('message', append);
  });

  say.addEventListener('submit', (event) => {
    event.preventDefault();
    if (text.value === '' || !socket) return;
    socket.emit('message', { text: text.value });
    say.reset();
  });

  announce.addEventListener('submit', async (event) => {
    event.preventDefault();
    const { error } = await fw.api.chat.rooms({ room: roomPicker.value }).announcements.post({ text: notice.value });
    if (error) status.textContent = error.value.message;
    else announce.reset();
  });

  return h(
    'section',
    {},
    h('h1', {}, 'Chat'),
    h('div', { class: 'inline' }, name, signIn, whoami),
    h('div', { class: 'inline' }, roomPicker, token, connect),
    status,
    log,
    say,
    announce,
  );
}
