import { describe, expect, test } from 'bun:test';
import { Controller, cors, Fw, Get, Param, Post, Query, Use, type Context, Ctx } from '../src/index.ts';
import { ON_NODE, startApp } from './helpers.ts';
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

@Controller('/search')
class SearchController {
  @Get() find(@Query('q') q: string, @Query('tag') tags: string[]) {
    ran.push('search');
    return { q, tags };
  }
  @Get('all') all(@Query() query: object, @Query('q') q: unknown) {
    return { query, q };
  }
}

const refused = (name: string, raw: string) => ({
  statusCode: 400,
  message: `Path parameter "${name}" must be percent-encoded UTF-8, got ${JSON.stringify(raw)}`,
});

const controllers = [UsersController, GuardedController, SearchController];

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
    expect(await read('/users/7?q=%ZZ')).toEqual({ id: '7' });
    expect(await read('/users/x%20y/members/%C3%A9')).toEqual({ team: 'x y', id: 'é' });
  });
});

// Node's parser refuses a raw byte above 0x7F itself, with a bare 400 (README "Running on Node"); Bun hands it on.
const rawBytesReachFw = !ON_NODE;
const hasRawByte = (target: string) => /[\x80-\xFF]/.test(target);

describe('a raw byte that is not UTF-8 answers 400 as its percent-encoded spelling does', () => {
  const queryRefused = (key: string, raw: string) => ({
    statusCode: 400,
    message: `Query parameter "${key}" must be percent-encoded UTF-8, got ${JSON.stringify(raw)}`,
  });

  test('in a path parameter: raw, escaped, and U+FFFD itself (Bun hands a raw bad byte on as U+FFFD)', async () => {
    await using s = await startApp(controllers);
    ran.length = 0;
    for (const target of ['/users/caf\xE9', '/users/caf%E9', '/users/caf%EF%BF%BD', '/users/x/members/\xFF']) {
      const answer = await sendRaw(s.app.port, target, { latin1: true });
      expect([target, answer.status]).toEqual([target, 400]);
    }
    const raw = await sendRaw(s.app.port, '/users/caf\xE9', { latin1: true });
    expect(ran).toEqual([]);
    // UTF-8 sent raw is UTF-8: é as its two bytes.
    const utf8 = await sendRaw(s.app.port, '/users/caf\xC3\xA9', { latin1: true });
    if (rawBytesReachFw) {
      expect(JSON.parse(raw.body)).toEqual(refused('id', 'caf%EF%BF%BD'));
      expect([utf8.status, JSON.parse(utf8.body)]).toEqual([200, { id: 'café' }]);
    } else expect([raw.body, utf8.status, utf8.body]).toEqual(['', 400, '']);
  });

  test('in a named query value, raw or escaped, whichever slot reads it; other keys are not checked', async () => {
    await using s = await startApp(controllers);
    ran.length = 0;
    const cases = [
      ['/search?q=caf\xE9', 'q', 'caf%EF%BF%BD'],
      ['/search?q=caf%E9', 'q', 'caf%E9'],
      ['/search?q=ok&tag=a&tag=%ZZ', 'tag', '%ZZ'],
      ['/search/all?q=\xE9', 'q', '%EF%BF%BD'],
    ] as const;
    for (const [target, key, raw] of cases) {
      const answer = await sendRaw(s.app.port, target, { latin1: true });
      const body = rawBytesReachFw || !hasRawByte(target) ? queryRefused(key, raw) : '';
      expect([target, answer.status, answer.body && JSON.parse(answer.body)]).toEqual([target, 400, body]);
    }
    expect(ran).toEqual([]);
    const fine = await sendRaw(s.app.port, '/search?q=100%25+caf%C3%A9&tag=%25&other=%ZZ');
    expect([fine.status, JSON.parse(fine.body)]).toEqual([200, { q: '100% café', tags: ['%'] }]);
  });
});
