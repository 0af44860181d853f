import {
  FwSocket,
  Gateway,
  OnClose,
  OnOpen,
  OnUpgrade,
  RoomManager,
  SubscribeMessage,
  type Handshake,
} from '@fw/websocket';
import { AuthService } from '../auth/auth-service.ts';
import { CHAT_PATH } from '../routes.ts';
import { isRoom, type ChatMessage } from './chat-message.ts';

/** What the upgrade hands the open handler: the query of `/ws/chat?room=...&token=...`. */
interface ChatHandshake {
  room: string;
  token: string | null;
}

/** Who a socket is, once its token checked out. */
interface Member {
  name: string;
  room: string;
}

/** The application close code for a missing or unknown token (spec, "Authentication": 4001). */
const UNAUTHORIZED = 4001;

/**
 * The chat: one room per connection, chosen in the URL. An unknown room is refused before the upgrade
 * (400); a missing or unknown token opens and is then closed with 4001, so the browser can show why.
 */
@Gateway(CHAT_PATH)
export class ChatGateway {
  readonly #members = new Map<string, Member>();

  constructor(
    private readonly auth: AuthService,
    private readonly rooms: RoomManager,
  ) {}

  @OnUpgrade()
  upgrade({ query }: Handshake): ChatHandshake | Response {
    const room = query.get('room');
    if (!isRoom(room)) return Response.json({ statusCode: 400, message: `Unknown room ${room}` }, { status: 400 });
    return { room, token: query.get('token') };
  }

  @OnOpen()
  open(socket: FwSocket<ChatHandshake>): void {
    const session = this.auth.verify(socket.data.token);
    if (!session) {
      socket.close(UNAUTHORIZED, 'unauthorized: sign in for a token');
      return;
    }
    const member = { name: session.name, room: socket.data.room };
    this.#members.set(socket.id, member);
    socket.join(member.room);
    socket.emit('message', this.#compose(member.room, 'server', `Welcome to ${member.room}, ${member.name}`));
    socket.to(member.room).emit('message', this.#compose(member.room, 'server', `${member.name} joined`));
  }

  /** `{ event: 'message', data: { text } }`: the rest of the room gets it through `to(room)`, the sender an echo. */
  @SubscribeMessage('message')
  say(socket: FwSocket<ChatHandshake>, data: unknown): void {
    const member = this.#members.get(socket.id);
    const text = typeof data === 'object' && data !== null && 'text' in data ? data.text : undefined;
    if (!member || typeof text !== 'string' || text.trim() === '') return;
    const message = this.#compose(member.room, member.name, text.trim().slice(0, 500));
    socket.to(member.room).emit('message', message);
    socket.emit('message', message);
  }

  /** The goodbye goes through `RoomManager` (the server), not the closing socket, which can no longer publish. */
  @OnClose()
  close(socket: FwSocket<ChatHandshake>): void {
    const member = this.#members.get(socket.id);
    if (!member) return;
    this.#members.delete(socket.id);
    this.rooms.broadcast(member.room, 'message', this.#compose(member.room, 'server', `${member.name} left`));
  }

  #compose(room: string, from: string, text: string): ChatMessage {
    return { room, from, text, sentAt: new Date() };
  }
}
