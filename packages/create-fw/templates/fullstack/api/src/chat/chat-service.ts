import { Service } from '@fw/core';
import type { ChatMessage } from './chat-message.ts';

/** How many messages a room keeps for people who join later. */
const HISTORY = 50;

/** The rooms and their recent messages, in memory; shared by the gateway and the HTTP routes. */
@Service()
export class ChatService {
  readonly rooms: readonly string[] = ['general', 'random'];
  readonly #history = new Map<string, ChatMessage[]>();

  isRoom(room: string): boolean {
    return this.rooms.includes(room);
  }

  history(room: string): ChatMessage[] {
    return this.#history.get(room) ?? [];
  }

  post(room: string, from: string, text: string): ChatMessage {
    const message: ChatMessage = { room, from, text, sentAt: new Date() };
    this.#history.set(room, [...this.history(room), message].slice(-HISTORY));
    return message;
  }
}
