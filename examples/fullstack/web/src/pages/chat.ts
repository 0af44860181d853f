import { fw } from '../api';
import { connectChat, type ChatSocket } from '../chat-socket';
import { h } from '../dom';
import type { ChatMessage } from '../generated/app';
import type { PageContext } from '../router';
import { authorization, currentSession } from '../session';

/**
 * `/chat`: pick a room, connect to the gateway with the session's token (sign in at the top first; without
 * a token the gateway closes with 4001), talk, and announce to the room through a guarded HTTP route that
 * broadcasts.
 */
export async function renderChat({ signal }: PageContext): Promise<Node> {
  const rooms = await fw.api.chat.rooms.get({ fetch: { signal } });
  const roomPicker = h('select', { name: 'room', 'aria-label': 'Room' });
  for (const room of rooms.error ? [] : rooms.data) roomPicker.append(h('option', { value: room.name }, room.name));

  const connect = h('button', { type: 'button', 'data-testid': 'connect' }, 'Connect');
  const status = h('p', { class: 'status', 'data-testid': 'chat-status' }, 'Not connected');
  const log = h('ul', { class: 'log', 'data-testid': 'chat-log' });
  const text = h('input', { name: 'text', placeholder: 'Say something', 'aria-label': 'Message', autocomplete: 'off' });
  const say = h('form', { class: 'inline', 'data-testid': 'say' }, text, h('button', { type: 'submit' }, 'Send'));
  const notice = h('input', { name: 'notice', placeholder: 'Announcement', 'aria-label': 'Announcement' });
  const announce = h(
    'form',
    { class: 'inline', novalidate: true, 'data-testid': 'announce' },
    notice,
    h('button', { type: 'submit' }, 'Announce over HTTP'),
  );
  let socket: ChatSocket | undefined;

  const append = (message: ChatMessage): void => {
    const kind = message.from === 'announcement' ? 'notice' : '';
    log.append(h('li', { class: kind }, h('b', {}, message.from), ` ${message.text}`));
  };

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
      { room, token: currentSession()?.token ?? '' },
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
    const { error } = await fw.api.chat
      .rooms({ room: roomPicker.value })
      .announcements.post({ text: notice.value }, { headers: authorization() });
    if (error?.status === 422) status.textContent = error.value.errors.text?.join(', ') ?? error.value.message;
    else if (error) status.textContent = error.value.message;
    else announce.reset();
  });

  return h(
    'section',
    {},
    h('h1', {}, 'Chat'),
    h('div', { class: 'inline' }, roomPicker, connect),
    status,
    log,
    say,
    announce,
  );
}
