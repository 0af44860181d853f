import { Body, Controller, Errors, Get, Param, Post, UseGuards } from '@fw/core';
import { RoomManager } from '@fw/websocket';
import { AuthGuard } from '../auth/auth-guard.ts';
import type { ErrorMessage } from '../errors/error-message.ts';
import type { FieldErrors } from '../errors/field-errors.ts';
import { NotFound } from '../errors/not-found.ts';
import { ChatGateway } from './chat-gateway.ts';
import { AnnouncementDto, ROOMS, isRoom, type ChatMessage, type Room } from './chat-message.ts';

/** HTTP next to the gateway: the room list, and a route that broadcasts into a room. */
@Controller('/api/chat')
export class ChatController {
  constructor(private readonly rooms: RoomManager) {}

  @Get('/rooms')
  list(): readonly Room[] {
    return ROOMS;
  }

  /**
   * `RoomManager` from an HTTP handler: every socket in the room receives the message; `of(ChatGateway)`
   * checks it against the gateway's `emits`. Signed-in people only, as in the chat itself.
   */
  @Post('/rooms/:room/announcements')
  @UseGuards(AuthGuard)
  @Errors<{ 404: ErrorMessage; 422: FieldErrors<AnnouncementDto> }>()
  announce(@Param('room') room: string, @Body() body: AnnouncementDto): ChatMessage {
    if (!isRoom(room)) throw new NotFound('room', room, 'name');
    const message: ChatMessage = { room, from: 'announcement', text: body.text, sentAt: new Date() };
    this.rooms.of(ChatGateway).broadcast(room, 'message', message);
    return message;
  }
}
