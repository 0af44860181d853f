import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';

// Bun takes the decorator form from the tsconfig.json of its working directory: the Stage 3 app runs in a
// child process whose cwd is the fixture folder (its tsconfig has no experimentalDecorators).
const fixture = join(import.meta.dir, 'fixtures/stage3');

type Answer = { status: number; body: unknown; middleware?: string | null };

async function runFixture(): Promise<Record<string, Answer>> {
  const child = Bun.spawn([process.execPath, 'enhancers-run.ts'], { cwd: fixture, stdout: 'pipe', stderr: 'pipe' });
  const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
  const [out, err, code] = await Promise.all([read(child.stdout), read(child.stderr), child.exited]);
  if (code !== 0) throw new Error(`stage3 enhancers fixture exited ${code}: ${err}`);
  return JSON.parse(out) as Record<string, Answer>;
}

describe('enhancers (filters, guards, param decorators, @Errors) in the TC39 Stage 3 form', async () => {
  const report = await runFixture();

  test('@Catch, @UseFilters on a controller and a handler, app.useGlobalFilters, a filter with static inject', () => {
    expect(report.controllerFilter).toEqual({ status: 404, body: { errors: { 'label:user': ['No user 7'] } } });
    expect(report.handlerFilter).toEqual({ status: 410, body: { scope: 'handler', status: 404 } });
    expect(report.globalFilter).toEqual({ status: 404, body: { scope: 'global', status: 404 } });
  });

  test("@UseGuards on a controller and a handler, app.useGlobalGuards, a custom decorator's read(ctx)", () => {
    const order = ['global', 'auth', 'handler'];
    expect(report.guardsPass).toEqual({ status: 200, body: { user: 'label:ada', order } });
    expect(report.guardRefuses).toEqual({ status: 403, body: { statusCode: 403, message: 'Forbidden resource' } });
    expect(report.guardThrows).toEqual({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } });
  });

  test('providers (useValue, useClass with static inject), a middleware class in @Use, overrideProvider', () => {
    expect(report.providers).toEqual({ status: 200, body: { text: 'Hello, Ada' }, middleware: 'Hello, /greet' });
    expect(report.overridden).toEqual({ status: 200, body: { text: 'fake Ada' }, middleware: 'fake /greet' });
  });

  test('createMetadata: a global guard reads @Public() on a handler; a handler value overrides the class value', () => {
    expect(report.publicRoute).toEqual({ status: 200, body: { area: 'docs', public: true } });
    expect(report.privateRefused).toEqual({ status: 403, body: { statusCode: 403, message: 'Forbidden resource' } });
    expect(report.privateSignedIn).toEqual({ status: 200, body: { area: 'private', public: null } });
  });

  test('SchemaDto named in the route validates the body; the handler reads its output', () => {
    expect(report.schemaDto).toEqual({ status: 201, body: { text: 'hi', pinned: false } });
    expect(report.schemaDtoRefused?.status).toBe(400);
  });
});
