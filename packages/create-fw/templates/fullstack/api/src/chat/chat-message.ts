/** A line of the chat: what the gateway sends to a room, and what its history route lists. */
export interface ChatMessage {
  room: string;
  from: string;
  text: string;
  sentAt: Date;
}
