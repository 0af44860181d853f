import { Inject } from '@fw/core';
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
import { SERVER_PROCESS, type ServerProcess } from '../cluster.ts';
import { CHAT_PATH } from '../routes.ts';
import { isRoom, type ChatMessage } from './chat-message.ts';

/** What the upgrade hands the open handler: the query of `/api/chat?room=...&token=...`. */
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

type ChatSocket = FwSocket<ChatHandshake, ChatGateway['emits']>;

/**
 * The chat: one room per connection, chosen in the URL. An unknown room is refused before the upgrade
 * (400); a missing or unknown token opens and is then closed with 4001, so the browser can show why.
 * `emits` is what it sends: the contract's `on` for the typed socket client, and what every emit and
 * broadcast of `ChatMessage`s here and in `ChatController` is checked against.
 */
@Gateway(CHAT_PATH)
export class ChatGateway {
  declare readonly emits: { message: ChatMessage };
  readonly #members = new Map<string, Member>();

  constructor(
    private readonly auth: AuthService,
    private readonly rooms: RoomManager,
    @Inject(SERVER_PROCESS) private readonly server: ServerProcess,
  ) {}

  @OnUpgrade()
  upgrade({ query }: Handshake): ChatHandshake | Response {
    const room = query.get('room');
    if (!isRoom(room)) return Response.json({ statusCode: 400, message: `Unknown room ${room}` }, { status: 400 });
    return { room, token: query.get('token') };
  }

  @OnOpen()
  open(socket: ChatSocket): void {
    const session = this.auth.verify(socket.data.token);
    if (!session) {
      socket.close(UNAUTHORIZED, 'unauthorized: sign in for a token');
      return;
    }
    const member = { name: session.name, room: socket.data.room };
    this.#members.set(socket.id, member);
    socket.join(member.room);
    const welcome = `Welcome to ${member.room}, ${member.name}${this.#servedBy()}`;
    socket.emit('message', this.#compose(member.room, 'server', welcome));
    socket.to(member.room).emit('message', this.#compose(member.room, 'server', `${member.name} joined`));
  }

  /**
   * `message` with `{ text }`: the rest of the room gets it through `to(room).emit`, the sender an echo.
   * The type is the contract's; the check is for a client that sends something else.
   */
  @SubscribeMessage('message')
  say(socket: ChatSocket, data: { text: string }): void {
    const member = this.#members.get(socket.id);
    const text: unknown = data?.text;
    if (!member || typeof text !== 'string' || text.trim() === '') return;
    const message = this.#compose(member.room, member.name, text.trim().slice(0, 500));
    socket.to(member.room).emit('message', message);
    socket.emit('message', message);
  }

  /** The goodbye goes through `RoomManager` (the server), not the closing socket, which can no longer publish. */
  @OnClose()
  close(socket: ChatSocket): void {
    const member = this.#members.get(socket.id);
    if (!member) return;
    this.#members.delete(socket.id);
    const goodbye = this.#compose(member.room, 'server', `${member.name} left`);
    this.rooms.of(ChatGateway).broadcast(member.room, 'message', goodbye);
  }

  /** In cluster mode, which process the socket is on: the kernel chose it, and only this one can tell. */
  #servedBy(): string {
    const { workerId, pid } = this.server;
    return workerId === undefined ? '' : ` (worker ${workerId}, pid ${pid})`;
  }

  #compose(room: string, from: string, text: string): ChatMessage {
    return { room, from, text, sentAt: new Date() };
  }
}
