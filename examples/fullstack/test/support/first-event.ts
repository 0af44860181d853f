/** What a WebSocket did first: sent a frame, or closed (a refused upgrade closes with 1006). */
export interface FirstEvent {
  frame?: string;
  close?: { code: number; reason: string };
}

/** Open a WebSocket on `url` and resolve with its first frame or its close, whichever comes first. */
export function firstEvent(url: string): Promise<FirstEvent> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    socket.onmessage = (event) => {
      resolve({ frame: String(event.data) });
      socket.close();
    };
    socket.onclose = (event) => resolve({ close: { code: event.code, reason: event.reason } });
  });
}
