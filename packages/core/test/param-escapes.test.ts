import { describe, expect, test } from 'bun:test';
import { Controller, cors, Fw, Get, Param, Post, Use, type Context, Ctx } from '../src/index.ts';
import { startApp } from './helpers.ts';
import { sendRaw } from './raw-http.ts';

// Bun's router turns `a%ZZb` into `a\uFFFDb`: the handler would get a value the client never sent.

const ran: string[] = [];

@Controller('/users')
class UsersController {
  @Get(':id') one(@Param('id') id: string) {
    ran.push(id);
    return { id };
  }
  @Get(':team/members/:id') member(@Param() params: Record<string, string>) {
    ran.push('member');
    return params;
  }
  @Post(':id') update(@Ctx() ctx: Context) {
    ran.push('update');
    return ctx.params;
  }
}

@Controller('/guarded')
@Use(cors())
class GuardedController {
  @Get(':id') one(@Ctx() ctx: Context) {
    ran.push('guarded');
    return ctx.params;
  }
}

const refused = (name: string, raw: string) => ({
  statusCode: 400,
  message: `Path parameter "${name}" must be percent-encoded UTF-8, got ${JSON.stringify(raw)}`,
});

const controllers = [UsersController, GuardedController];

describe('a malformed percent-escape in a path parameter answers 400, naming it', () => {
  const bad = [
    ['/users/a%ZZb', 'id', 'a%ZZb'],
    ['/users/%E0%A4%A', 'id', '%E0%A4%A'],
    ['/users/%', 'id', '%'],
    ['/users/%C3%28', 'id', '%C3%28'],
    ['/users/x/members/%FF', 'id', '%FF'],
    ['/users/%G1/members/2', 'team', '%G1'],
  ] as const;

  test('over a raw socket', async () => {
    await using s = await startApp(controllers);
    ran.length = 0;
    for (const [target, name, raw] of bad) {
      const answer = await sendRaw(s.app.port, target);
      expect([target, answer.status, JSON.parse(answer.body)]).toEqual([target, 400, refused(name, raw)]);
    }
    const post = await sendRaw(s.app.port, '/users/a%ZZb', { method: 'POST', body: '{"name":"x"}' });
    expect([post.status, JSON.parse(post.body)]).toEqual([400, refused('id', 'a%ZZb')]);
    expect(ran).toEqual([]);
  });

  test('in-process, through app.fetch()', async () => {
    const app = new Fw().controllers(controllers);
    ran.length = 0;
    for (const [target, name, raw] of bad) {
      const response = await app.fetch(new Request(`http://local${target}`));
      expect([target, response.status, await response.json()]).toEqual([target, 400, refused(name, raw)]);
    }
    expect(ran).toEqual([]);
  });

  test('behind middleware too, whose headers the 400 keeps', async () => {
    await using s = await startApp(controllers);
    const answer = await sendRaw(s.app.port, '/guarded/%ZZ', { headers: { origin: 'https://app.example' } });
    expect([answer.status, answer.headers['access-control-allow-origin']]).toEqual([400, '*']);
    expect(JSON.parse(answer.body)).toEqual(refused('id', '%ZZ'));
  });

  test('well-formed escapes are decoded as before; a bad escape in the query is not the path’s', async () => {
    await using s = await startApp(controllers);
    const read = async (target: string) => JSON.parse((await sendRaw(s.app.port, target)).body) as unknown;
    expect(await read('/users/%E0%A4%A4')).toEqual({ id: 'त' });
    expect(await read('/users/a%2Fb')).toEqual({ id: 'a/b' });
    expect(await read('/users/100%25')).toEqual({ id: '100%' });
    // U+FFFD sent well-formed: the decoded value alone cannot tell it from a malformed escape.
    expect(await read('/users/%EF%BF%BD')).toEqual({ id: '\uFFFD' });
    expect(await read('/users/7?q=%ZZ')).toEqual({ id: '7' });
    expect(await read('/users/x%20y/members/%C3%A9')).toEqual({ team: 'x y', id: 'é' });
  });
});
