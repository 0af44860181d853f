import { SchemaDto } from '@fw/core';
import { z } from 'zod';

/** What the gateway sends as the `data` of a `message` event, and what an announcement returns. */
export interface ChatMessage {
  room: string;
  from: string;
  text: string;
  sentAt: Date;
}

export interface Room {
  name: string;
  topic: string;
}

/** The rooms a client may join; the room picker lists them from `GET /api/chat/rooms`. */
export const ROOMS: readonly Room[] = [
  { name: 'general', topic: 'Anything goes' },
  { name: 'random', topic: 'Everything else' },
];

export function isRoom(name: string | null): name is string {
  return ROOMS.some((room) => room.name === name);
}

/** The body of `POST /api/chat/rooms/:room/announcements`. */
export class AnnouncementDto extends SchemaDto(
  z.object({ text: z.string().trim().min(1, 'text is required').max(500, 'text is at most 500 characters') }),
) {}
