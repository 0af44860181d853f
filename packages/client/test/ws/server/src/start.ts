import { Fw } from '@fw/core';
import { WebSocketPlugin } from '@fw/websocket';
import { ChatGateway } from './chat.gateway.ts';

export interface ChatServer {
  readonly port: number;
  readonly url: string;
  stop(): Promise<void>;
}

/** A real fw app with the chat gateway, on `port` (0: a free one); restart it on the port it had. */
export async function startChatServer(port = 0): Promise<ChatServer> {
  const app = new Fw();
  app.use(WebSocketPlugin.create([ChatGateway]));
  await app.listen(port);
  return { port: Number(app.url.port), url: app.url.origin, stop: () => app.stop() };
}
