import { expect, test } from 'bun:test';
import { join } from 'node:path';

// Bun takes the decorator mode from the tsconfig.json of its working directory, so the app runs in a
// child process whose cwd is the fixture folder (experimentalDecorators, no emitDecoratorMetadata).
const fixture = join(import.meta.dir, 'fixtures/no-metadata');

async function runFixture(): Promise<Record<string, unknown>> {
  const child = Bun.spawn([process.execPath, 'run.ts'], { cwd: fixture, stdout: 'pipe', stderr: 'pipe' });
  const [out, err, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  if (code !== 0) throw new Error(`no-metadata fixture exited ${code}: ${err}`);
  return JSON.parse(out) as Record<string, unknown>;
}

const report = await runFixture();
const FIX = 'Turn emitDecoratorMetadata on: extend "./node_modules/@fw/core/tsconfig.preset.json"';

test('without emitDecoratorMetadata, a @Body() DTO fails at listen() instead of going unvalidated', () => {
  expect(report.DtoBody).toStartWith(
    '@fw/core: DtoBody.create(): parameter #0 (@Body()) is read by its declared type, but the compiler recorded no parameter types ' +
      '(emitDecoratorMetadata is off), so a @Schema DTO would go unvalidated (or name it: @Post(path, { body: Dto })). ' +
      FIX,
  );
});

test('without emitDecoratorMetadata, a named @Query or @Param fails at listen() instead of staying a string', () => {
  expect(report.NumberQuery).toContain(
    "NumberQuery.list(): parameter #0 (@Query('page')) is read by its declared type",
  );
  expect(report.NumberQuery).toContain('the value would reach the handler as the string it was sent as, whatever type');
  expect(report.StringParam).toContain("StringParam.one(): parameter #0 (@Param('id'))");
});

test('without emitDecoratorMetadata, each slot that may be a @Schema class fails at listen(), not unvalidated', () => {
  expect(report.KeyedBody).toStartWith(
    "@fw/core: KeyedBody.create(): parameter #0 (@Body('user')) is read by its declared type",
  );
  expect(report.KeyedBody).toContain(`so a @Schema class would go unvalidated. ${FIX}`);
  expect(report.WholeQuery).toStartWith(
    '@fw/core: WholeQuery.list(): parameter #0 (@Query()) is read by its declared type',
  );
  expect(report.WholeQuery).toContain(`so a @Schema class would go unvalidated. ${FIX}`);
  expect(report.WholeParams).toStartWith('@fw/core: WholeParams.one(): parameter #0 (@Param())');
  expect(report.NamedHeader).toStartWith("@fw/core: NamedHeader.one(): parameter #0 (@Header('x-a'))");
});

test('without emitDecoratorMetadata, constructor injection into a decorated class names that option, not @Service()', () => {
  expect(report.Injected).toStartWith(
    '@fw/core: Cannot create Injected: constructor parameter #0 (clock) has no type metadata, though Injected has a ' +
      'decorator: the compiler emits it only with emitDecoratorMetadata, which is off. Turn it on: extend',
  );
  expect(report.Injected).not.toContain('@Service()');
});

test('slots that do not read the type work without it; { body: Dto } still validates', () => {
  expect(report.namedValid).toEqual({ name: 'Ada' });
  expect(report.namedKey).toEqual({ name: 'Grace' });
  expect(report.namedInvalid).toBe(400);
  expect(report.untyped).toEqual({ url: '/named', a: 'A', query: { q: '1' } });
});
