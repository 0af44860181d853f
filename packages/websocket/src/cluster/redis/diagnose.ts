import { connect } from 'node:net';

/** Why a Redis connection failed, as a raw probe of the server tells it. */
export type RedisFailure =
  | { readonly kind: 'refused'; readonly detail: string }
  | { readonly kind: 'auth'; readonly detail: string }
  | { readonly kind: 'silent' }
  | { readonly kind: 'unknown' };

/**
 * Asks the server what the client library would not say: it speaks RESP over TCP, sending `AUTH` (when the URL
 * holds a password) or `PING`, and reads the first reply. TLS URLs are not probed.
 * @example
 * await diagnoseRedis('redis://:wrong@127.0.0.1:6379', 5000); // { kind: 'auth', detail: 'WRONGPASS ...' }
 */
export function diagnoseRedis(url: string, timeout: number): Promise<RedisFailure> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'valkey:') return Promise.resolve({ kind: 'unknown' });
  const words = parsed.password === '' ? ['PING'] : ['AUTH', ...credentials(parsed)];
  const { promise, resolve } = Promise.withResolvers<RedisFailure>();
  const port = Number(parsed.port || 6379);
  const socket = connect({ host: parsed.hostname.replace(/^\[|\]$/g, ''), port }, () => socket.write(toResp(words)));
  const timer = setTimeout(() => resolve({ kind: 'silent' }), timeout);
  socket.on('data', (data: Buffer) => resolve(readReply(data.toString())));
  socket.on('error', (error: NodeJS.ErrnoException) =>
    resolve(error.code === 'ECONNREFUSED' ? { kind: 'refused', detail: 'connection refused' } : { kind: 'unknown' }),
  );
  socket.on('close', () => resolve({ kind: 'unknown' }));
  return promise.finally(() => {
    clearTimeout(timer);
    socket.destroy();
  });
}

function credentials(url: URL): string[] {
  const password = decodeURIComponent(url.password);
  return url.username === '' ? [password] : [decodeURIComponent(url.username), password];
}

function toResp(words: readonly string[]): string {
  return `*${words.length}\r\n${words.map((word) => `$${Buffer.byteLength(word)}\r\n${word}\r\n`).join('')}`;
}

// `-NOAUTH`, `-WRONGPASS`, `-ERR AUTH <password> called without any password configured`: the credentials.
function readReply(reply: string): RedisFailure {
  const line = reply.split('\r\n')[0] ?? '';
  if (/^-(NOAUTH|WRONGPASS|ERR (invalid password|AUTH))/.test(line)) return { kind: 'auth', detail: line.slice(1) };
  return { kind: 'unknown' };
}
