import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Started the way `npm start` starts it: `bun src/main.ts` from the example's folder, so Bun reads the
// example's own tsconfig.json (which extends the @fw/core preset).
test('the README example starts and answers', async () => {
  const child = Bun.spawn([process.execPath, 'src/main.ts'], {
    cwd: join(import.meta.dir, '..'),
    env: { ...process.env, PORT: '0' },
    stdout: 'pipe',
    stderr: 'inherit',
  });
  try {
    const reader = child.stdout.getReader();
    let out = '';
    while (!out.includes('\n')) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the example exited before listening: ${out}`);
      out += new TextDecoder().decode(value);
    }
    const url = /listening on (\S+)/.exec(out)?.[1];
    expect(url).toBeDefined();
    const call = (path: string, init?: RequestInit) => fetch(new URL(path, url), init);

    expect(await (await call('/api/users')).json()).toEqual([{ id: '1', name: 'Ada' }]);
    const created = await call('/api/users', {
      method: 'POST',
      body: JSON.stringify({ name: 'Grace' }),
      headers: { 'content-type': 'application/json' },
    });
    expect([created.status, await created.json()]).toEqual([201, { id: '2', name: 'Grace' }]);
    expect(await (await call('/api/users/2')).json()).toEqual({ id: '2', name: 'Grace' });
    expect((await call('/api/users/9')).status).toBe(404);
    const invalid = await call('/api/users', {
      method: 'POST',
      body: '{"name":""}',
      headers: { 'content-type': 'application/json' },
    });
    expect(invalid.status).toBe(400);
  } finally {
    child.kill();
    await child.exited;
  }
});

test('the root README shows this example verbatim', () => {
  const readme = readFileSync(join(import.meta.dir, '../../../README.md'), 'utf8');
  const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  expect(block).toBe(readFileSync(join(import.meta.dir, '../src/main.ts'), 'utf8'));
});
