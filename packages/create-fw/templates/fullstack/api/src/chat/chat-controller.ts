import { Controller, Get, NotFoundException, Param } from '@fw/core';
import type { ChatMessage } from './chat-message.ts';
import { ChatService } from './chat-service.ts';

/** The chat over HTTP: the rooms, and a room's history (which puts `ChatMessage` in the contract). */
@Controller('/api/chat')
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  @Get('/rooms')
  rooms(): readonly string[] {
    return this.chat.rooms;
  }

  @Get('/rooms/:room/messages')
  messages(@Param('room') room: string): ChatMessage[] {
    if (!this.chat.isRoom(room)) throw new NotFoundException(`No room named ${room}`);
    return this.chat.history(room);
  }
}
