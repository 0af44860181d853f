import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers (any status), or throws after `ms` with what the server printed. */
export async function waitForAnswer(url: string, ms: number, log: () => string): Promise<Response> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await fetch(url);
    } catch {
      if (Date.now() > deadline)
        throw new Error(`no answer from ${url} within ${ms} ms; the server printed:\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
