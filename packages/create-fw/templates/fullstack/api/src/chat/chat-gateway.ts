import {
  Gateway,
  OnOpen,
  OnUpgrade,
  RoomManager,
  SubscribeMessage,
  type FwSocket,
  type Handshake,
} from '@fw/websocket';
import { z } from 'zod';
import type { ChatMessage } from './chat-message.ts';
import { ChatService } from './chat-service.ts';

/** Who is on a socket: read from `/api/chat?room=general&name=Ada` before the upgrade. */
interface Member {
  room: string;
  name: string;
}

const say = z.object({ text: z.string().trim().min(1).max(500) });

type ChatSocket = FwSocket<Member, ChatGateway['emits']>;

/**
 * The chat: one room per connection. A client sends `message` with `{ text }`; everyone in the room, the
 * sender too, receives `message` with a `ChatMessage`. `emits` declares what it sends: the contract's
 * `Sockets` types the web app's socket client by it, and every broadcast here is checked against it.
 */
@Gateway('/api/chat')
export class ChatGateway {
  declare readonly emits: { message: ChatMessage };

  constructor(
    private readonly chat: ChatService,
    private readonly rooms: RoomManager,
  ) {}

  /** An unknown room is refused with a 400 before the upgrade; what this returns becomes `socket.data`. */
  @OnUpgrade()
  upgrade({ query }: Handshake): Member | Response {
    const room = query.get('room') ?? '';
    if (!this.chat.isRoom(room)) {
      return Response.json({ statusCode: 400, message: `No room named ${room}` }, { status: 400 });
    }
    return { room, name: query.get('name')?.trim() || 'guest' };
  }

  @OnOpen()
  open(socket: ChatSocket): void {
    socket.join(socket.data.room);
  }

  /** The type is the contract's; the schema checks what a client really sent. */
  @SubscribeMessage('message')
  message(socket: ChatSocket, data: { text: string }): void {
    const parsed = say.safeParse(data);
    if (!parsed.success) return;
    const { room, name } = socket.data;
    this.rooms.of(ChatGateway).broadcast(room, 'message', this.chat.post(room, name, parsed.data.text));
  }
}
