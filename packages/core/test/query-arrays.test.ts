import { describe, expect, test } from 'bun:test';
import { Controller, Get, Query, Use, type Middleware } from '../src/index.ts';
import { startApp } from './helpers.ts';

// Shows what the handler received, `undefined` included (JSON would drop it).
const show = (value: unknown) => (value === undefined ? 'undefined' : value);

@Controller('/direct')
class DirectController {
  @Get('array') array(@Query('tags') tags: string[]) {
    return { tags: show(tags) };
  }
  @Get('optional') optional(@Query('tags') tags?: string[]) {
    return { tags: show(tags) };
  }
  @Get('readonly') readonly(@Query('tags') tags: readonly string[], @Query('q') q: string) {
    return { tags: show(tags), q: show(q) };
  }
  @Get('string') string(@Query('tags') tags: string) {
    return { tags: show(tags) };
  }
  @Get('union') union(@Query('tags') tags: string | string[]) {
    return { tags: show(tags) };
  }
  @Get('default') withDefault(@Query('q') q: string, @Query('tags') tags: string[] = ['new']) {
    return { q: show(q), tags };
  }
  @Get('all') all(@Query() query: Record<string, unknown>) {
    return { query };
  }
  // The crash: string code handed an array (`['a', 'b'].trim` is not a function) answered 500.
  @Get('search') search(@Query('search') search?: string) {
    return { search: show(search?.trim()) };
  }
}

// With middleware the route runs through a `Context`: the other set of extractors.
const pass: Middleware = (_ctx, next) => next();

@Controller('/context')
@Use(pass)
class ContextController {
  @Get('array') array(@Query('tags') tags: string[]) {
    return { tags: show(tags) };
  }
  @Get('string') string(@Query('tags') tags: string) {
    return { tags: show(tags) };
  }
  @Get('default') withDefault(@Query('tags') tags: string[] = ['new']) {
    return { tags };
  }
}

describe('@Query(key) on a parameter declared as an array (experimental form, design:paramtypes)', () => {
  for (const prefix of ['/direct', '/context']) {
    test(`${prefix}: one value is wrapped, none is [], a repeated key stays an array`, async () => {
      await using s = await startApp([DirectController, ContextController]);
      const tags = async (query: string) =>
        ((await (await s.call(`${prefix}/array${query}`)).json()) as { tags: unknown }).tags;
      expect(await tags('?tags=a')).toEqual(['a']);
      expect(await tags('')).toEqual([]);
      expect(await tags('?other=1')).toEqual([]);
      expect(await tags('?tags=a&tags=b')).toEqual(['a', 'b']);
      expect(await tags('?tags=')).toEqual(['']);
      expect(await tags('?tags=a%20b')).toEqual(['a b']);
    });

    test(`${prefix}: a parameter with a default value gets it when the key is absent`, async () => {
      await using s = await startApp([DirectController, ContextController]);
      const tags = async (query: string) =>
        ((await (await s.call(`${prefix}/default${query}`)).json()) as { tags: unknown }).tags;
      expect(await tags('')).toEqual(['new']);
      expect(await tags('?tags=a')).toEqual(['a']);
      expect(await tags('?tags=a&tags=b')).toEqual(['a', 'b']);
    });

    test(`${prefix}: a parameter declared as a string gets its one value; a repeated key is a 400`, async () => {
      await using s = await startApp([DirectController, ContextController]);
      const call = (query: string) => s.call(`${prefix}/string${query}`);
      const tags = async (query: string) => ((await (await call(query)).json()) as { tags: unknown }).tags;
      expect(await tags('?tags=a')).toBe('a');
      expect(await tags('')).toBe('undefined');
      const repeated = await call('?tags=a&tags=b');
      expect([repeated.status, await repeated.json()]).toEqual([
        400,
        { statusCode: 400, message: 'Query parameter "tags" must be given once, got 2 values' },
      ]);
    });
  }

  test('optional and readonly arrays too; a union and the whole query object are left as parsed', async () => {
    await using s = await startApp([DirectController]);
    const get = async (path: string) => (await s.call(path)).json();
    expect(await get('/direct/optional')).toEqual({ tags: [] });
    expect(await get('/direct/optional?tags=x')).toEqual({ tags: ['x'] });
    expect(await get('/direct/readonly?tags=x&q=y')).toEqual({ tags: ['x'], q: 'y' });
    // `string | string[]` is `Object` in the metadata: the handler asked for both shapes.
    expect(await get('/direct/union?tags=a')).toEqual({ tags: 'a' });
    expect(await get('/direct/union')).toEqual({ tags: 'undefined' });
    expect(await get('/direct/all?tags=a')).toEqual({ query: { tags: 'a' } });
  });

  test('an optional string repeated is a 400 naming it, not a 500 from the handler', async () => {
    await using s = await startApp([DirectController]);
    expect(await (await s.call('/direct/search?search=%20a%20')).json()).toEqual({ search: 'a' });
    const repeated = await s.call('/direct/search?search=a&search=b&search=c');
    const message = 'Query parameter "search" must be given once, got 3 values';
    expect([repeated.status, await repeated.json()]).toEqual([400, { statusCode: 400, message }]);
  });

  test('the whole @Query() object holds a repeated key as an array of its values, in order', async () => {
    await using s = await startApp([DirectController]);
    const query = async (search: string) =>
      ((await (await s.call(`/direct/all${search}`)).json()) as { query: unknown }).query;
    expect(await query('?tags=b&q=x&tags=a&tags=')).toEqual({ tags: ['b', 'a', ''], q: 'x' });
  });

  test('each request gets its own empty array', async () => {
    const seen: string[][] = [];
    @Controller('/mutating')
    class MutatingController {
      @Get() push(@Query('tags') tags: string[]) {
        tags.push('added');
        seen.push(tags);
        return tags;
      }
    }
    await using s = await startApp([MutatingController]);
    expect(await (await s.call('/mutating')).json()).toEqual(['added']);
    expect(await (await s.call('/mutating')).json()).toEqual(['added']);
    expect(seen[0]).not.toBe(seen[1]);
  });
});
