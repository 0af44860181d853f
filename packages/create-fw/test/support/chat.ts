/** Joins `general` as Ada through `base`, says hi, and resolves with the message the room receives. */
export function chatRoundTrip(base: string): Promise<unknown> {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/chat?room=general&name=Ada`);
  return new Promise((resolve, reject) => {
    socket.onopen = () => socket.send(JSON.stringify({ event: 'message', data: { text: 'hi' } }));
    socket.onmessage = (event) => {
      resolve(JSON.parse(String(event.data)).data);
      socket.close();
    };
    socket.onerror = () => reject(new Error(`WebSocket error through ${base}`));
  });
}
