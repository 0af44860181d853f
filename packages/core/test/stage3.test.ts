import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';

// Bun takes the decorator form from the tsconfig.json of its working directory, so the Stage 3 app
// runs in a child process whose cwd is the fixture folder (its tsconfig has no experimentalDecorators).
const fixture = join(import.meta.dir, 'fixtures/stage3');
const tsc = join(import.meta.dir, '../../../node_modules/typescript/bin/tsc');

interface Answer {
  status: number;
  mw: string | null;
  replaced: string | null;
  cookies: string[];
  body: string;
}

async function runFixture(): Promise<Record<string, unknown>> {
  const child = Bun.spawn([process.execPath, 'run.ts'], { cwd: fixture, stdout: 'pipe', stderr: 'pipe' });
  const [out, err, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  if (code !== 0) throw new Error(`stage3 fixture exited ${code}: ${err}`);
  return JSON.parse(out) as Record<string, unknown>;
}

describe('TC39 Stage 3 decorator form', async () => {
  const report = await runFixture();
  const answer = (key: string) => report[key] as Answer;

  test('really runs in Stage 3 mode: decorators receive a context object; Symbol.metadata is set', () => {
    expect(report.decoratorContexts).toEqual(['object:method:find']);
    expect(report.form).toBe('stage3');
    expect(report.symbolMetadata).toBe('symbol');
    expect(report.ownMetadata).toBe(true);
  });

  test('the handler receives ctx: params, query, headers, locals', () => {
    expect(JSON.parse(answer('find').body)).toEqual({ id: '1', name: 'Ada', trace: 't' });
    expect(JSON.parse(answer('search').body)).toEqual({ q: 'fw', limit: 3, tags: ['class', 'method'] });
    expect(answer('search').mw).toBe('method, class');
    expect(answer('bare').body).toBe('no ctx needed');
  });

  test('body with { body: Dto } validation, @HttpCode, ctx.status and headers, 204', () => {
    expect([answer('create').status, JSON.parse(answer('create').body)]).toEqual([201, { id: '2', name: 'Grace' }]);
    expect(answer('invalid').status).toBe(400);
    expect(JSON.parse(answer('invalid').body).issues[0].path).toEqual(['name']);
    expect([answer('replace').status, answer('replace').replaced]).toEqual([202, '2']);
    expect([answer('remove').status, answer('remove').body]).toEqual([204, '']);
  });

  test('{ body: ArrayBuffer } hands the bytes as sent, unparsed', () => {
    expect([answer('hook').status, JSON.parse(answer('hook').body)]).toEqual([201, { bytes: 9, text: '{"a": 1 }' }]);
  });

  test('ctx.cookies and ctx.setCookie in a handler taking ctx', () => {
    expect([answer('visits').status, JSON.parse(answer('visits').body)]).toEqual([200, { seen: 2 }]);
    expect(answer('visits').cookies).toEqual(['visits=3; Path=/; HttpOnly; SameSite=Lax']);
  });

  test('children, errors, 405', () => {
    expect(JSON.parse(answer('child').body)).toEqual([{ userId: '1', title: 'hello' }]);
    expect(report.childNotAlone).toBe(404);
    expect([answer('missing').status, JSON.parse(answer('missing').body)]).toEqual([
      404,
      { statusCode: 404, message: 'No user 9' },
    ]);
    expect(answer('wrongMethod').status).toBe(405);
  });

  test("new Fw({ onError }) maps a Stage 3 handler's error; the controller's middleware still wraps the answer", () => {
    expect([answer('mapped').status, JSON.parse(answer('mapped').body), answer('mapped').mw]).toEqual([
      410,
      { statusCode: 410, message: 'mapped: No user 9' },
      'class',
    ]);
  });

  test('more than one handler parameter and an unlisted constructor dependency fail at listen()', () => {
    expect(report.twoParams).toStartWith(
      '@fw/core: TwoParamsController.find() takes 2 parameters, but with TC39 (Stage 3) decorators',
    );
    expect(report.twoParams).toContain('extend "./node_modules/@fw/core/tsconfig.preset.json"');
    expect(report.unlisted).toStartWith(
      '@fw/core: Cannot create NeedsListing: constructor parameter #0 (users) has no type metadata: TC39 (Stage 3) decorators emit none. List the tokens in "static inject = [...]"',
    );
    // Stage 3 may be a tsconfig mistake rather than a choice: the message names the preset too.
    expect(report.unlisted).toContain(
      'or, to have fw read the types (and use parameter decorators), extend "./node_modules/@fw/core/tsconfig.preset.json"',
    );
  });

  test('the decorators and Context<S> type-check under a Stage 3 tsconfig', async () => {
    const child = Bun.spawn([process.execPath, tsc, '--noEmit', '-p', fixture], { stdout: 'pipe', stderr: 'pipe' });
    const [out, code] = await Promise.all([new Response(child.stdout).text(), child.exited]);
    expect(out).toBe('');
    expect(code).toBe(0);
  }, 60_000);
});
