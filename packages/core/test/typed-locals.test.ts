import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import type { Constructor } from '../src/types.ts';
import { startApp } from './helpers.ts';

const fixture = join(import.meta.dir, 'fixtures/typed-locals');
// Imported by path, so its `declare module '@fw/core'` stays out of this project's type-check.
const { MeController } = (await import(join(fixture, 'app.ts'))) as { MeController: Constructor };
const tsc = join(import.meta.dir, '../../../node_modules/typescript/bin/tsc');

describe('typed ctx.locals: one `declare module` for guards, middleware and parameter decorators', () => {
  test('a guard sets locals that middleware, a custom decorator and @Locals() read, over a server', async () => {
    await using server = await startApp([MeController]);
    const res = await server.call('/me', { headers: { authorization: 'ada' } });
    expect(await res.json()).toEqual({ name: 'Ada', requestId: 'req-3', id: '1' });
    expect(res.headers.get('x-user')).toBe('Ada');
    expect((await server.call('/me')).status).toBe(401);
  });

  test('the augmented AppLocals types ctx.locals with no cast; its @ts-expect-error negatives hold', async () => {
    const args = [tsc, '--noEmit', '-p', fixture];
    const child = Bun.spawn([process.execPath, ...args], { stdout: 'pipe', stderr: 'pipe' });
    const [out, code] = await Promise.all([new Response(child.stdout).text(), child.exited]);
    expect(out).toBe('');
    expect(code).toBe(0);
  }, 60_000);
});
