import { BadRequestException, Body, Controller, Get, HttpCode, NotFoundException, Param, Post } from '@fw/core';
import { RoomManager } from '@fw/websocket';
import { ChatGateway } from './chat-gateway.ts';
import type { ChatMessage } from './chat-message.ts';
import { ChatService } from './chat-service.ts';

/** The chat over HTTP: the rooms, a room's history (which puts `ChatMessage` in the contract), a notice. */
@Controller('/api/chat')
export class ChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly roomManager: RoomManager,
  ) {}

  @Get('/rooms')
  rooms(): readonly string[] {
    return this.chat.rooms;
  }

  @Get('/rooms/:room/messages')
  messages(@Param('room') room: string): ChatMessage[] {
    return this.chat.history(this.#known(room));
  }

  /** A message from the server, kept and broadcast to the room (in an `app.fetch()` test, to nobody). */
  @Post('/rooms/:room/messages')
  @HttpCode(201)
  post(@Param('room') room: string, @Body('text') text: string): ChatMessage {
    if (typeof text !== 'string' || text.trim() === '') throw new BadRequestException('text must not be empty');
    const message = this.chat.post(this.#known(room), 'server', text.trim());
    this.roomManager.of(ChatGateway).broadcast(room, 'message', message);
    return message;
  }

  #known(room: string): string {
    if (!this.chat.isRoom(room)) throw new NotFoundException(`No room named ${room}`);
    return room;
  }
}
