import { Body, Controller, Get, NotFoundException, Param, Post } from '@fw/core';
import { RoomManager } from '@fw/websocket';
import { AnnouncementDto, ROOMS, isRoom, type ChatMessage, type Room } from './chat-message.ts';
import { ChatGateway } from './chat-gateway.ts';

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
   * checks it against the gateway's `emits`.
   */
  @Post('/rooms/:room/announcements')
  announce(@Param('room') room: string, @Body() body: AnnouncementDto): ChatMessage {
    if (!isRoom(room)) throw new NotFoundException(`No room named ${room}`);
    const message: ChatMessage = { room, from: 'announcement', text: body.text, sentAt: new Date() };
    this.rooms.of(ChatGateway).broadcast(room, 'message', message);
    return message;
  }
}
