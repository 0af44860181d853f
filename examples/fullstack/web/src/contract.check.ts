// Type-level proof that the contract guards the calls (run by `npm run typecheck`): every
// `@ts-expect-error` line must be an error, so a contract that let the wrong call through fails the build.
import { fw } from './api';
import type { ChatSocket } from './chat-socket';
import type { User } from './generated/app';

export async function checkContract(): Promise<void> {
  // @ts-expect-error: no route /api/people
  await fw.api.people.get();

  // @ts-expect-error: `/api/users/:id` needs the `id` parameter
  await fw.api.users({}).get();

  // @ts-expect-error: the body's `email` is required
  await fw.api.users.post({ name: 'Ada' });

  // @ts-expect-error: `age` is a number, not a string
  await fw.api.users.post({ name: 'Ada', email: 'ada@example.com', age: '36' });

  // @ts-expect-error: the `authorization` header is required on /api/auth/me (AuthGuard declares it)
  await fw.api.auth.me.get();

  // @ts-expect-error: AuthGuard guards POST /api/users, so its header is required there too
  await fw.api.users.post({ name: 'Ada', email: 'ada@example.com' });

  // @ts-expect-error: a GET takes no body
  await fw.api.stats.summary.get({ users: 1 });

  // @ts-expect-error: DELETE is declared on /api/users/:id, not on the collection
  await fw.api.users.delete();

  const { data, error } = await fw.api.users({ id: '1' }).get();
  if (!error) {
    const user: User = data;
    // @ts-expect-error: dates travel as strings; the contract says so
    const joined: Date = user.createdAt;
    void joined;
  }

  const removed = await fw.api.users({ id: '1' }).delete(null, { headers: { authorization: 'Bearer t' } });
  if (!removed.error) {
    const nothing: null = removed.data;
    void nothing;
  }
}

declare const chat: ChatSocket;

export function checkSockets(): void {
  // @ts-expect-error: the gateway takes `message`, not `msg`
  chat.emit('msg', { text: 'hi' });

  // @ts-expect-error: `text` is a string
  chat.emit('message', { text: 1 });

  // @ts-expect-error: the server sends `message`, typed ChatMessage, whose `text` is a string
  chat.on('message', (message: { text: number }) => message);
}
