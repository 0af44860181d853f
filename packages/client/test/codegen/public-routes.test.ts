// The contract and the server agree on a guard's `skipWhen` key: every route whose contract asks for the guard's
// header answers 401 without it, every other route 200, through a real server with the fixture's own classes.
import { afterAll, expect, setDefaultTimeout, test } from 'bun:test';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Fw } from '@fw/core';
import { ScanCache } from '../../src/codegen/cache/scan-cache.ts';
import { printRoutes } from '../../src/codegen/emit/contract/contract-routes.ts';
import { createGenerator } from '../../src/codegen/generator.ts';
import { createScanContext } from '../../src/codegen/scan-context.ts';
import { resolveOptions } from '../../src/codegen/options.ts';
import { ProjectProgram } from '../../src/codegen/program/project-program.ts';
import { collectRoutes } from '../../src/codegen/scan/collect-routes.ts';
import { readAppSetup } from '../../src/codegen/scan/read-app-setup.ts';
import { AuthGuard, TenantGuard } from '../fixtures/public-routes/src/auth.ts';
import { DocsController } from '../fixtures/public-routes/src/docs.controller.ts';
import { UsersController } from '../fixtures/public-routes/src/users.controller.ts';
import { FIXTURES } from './fixture-cases.ts';
import { copyFixture } from './temp-project.ts';

setDefaultTimeout(30_000);
const app = new Fw().controllers([DocsController, UsersController]).useGlobalGuards(AuthGuard, TenantGuard);
await app.listen(0);
afterAll(() => app.stop());

function readContract() {
  const options = resolveOptions({ root: path.join(FIXTURES, 'public-routes'), output: 'app.ts' });
  const project = new ProjectProgram(options);
  const program = project.update(undefined);
  const files = project.rootNames.flatMap((name) => program.getSourceFile(name) ?? []);
  const context = createScanContext(program, new ScanCache(), options);
  return printRoutes(collectRoutes(files, context, readAppSetup(files, context, options.prefix)).routes, context);
}

test('a route the contract declares the guard on answers 401 without its header; the others 200', async () => {
  const routes = readContract();
  const answers = await Promise.all(
    routes.map(async ({ path: route, leaf }) => {
      const response = await fetch(new URL(route, app.url));
      return [route, /\bauthorization: string/.test(leaf) && /\b401: /.test(leaf), response.status] as const;
    }),
  );
  expect(answers.toSorted()).toEqual([
    ['/docs', false, 200],
    ['/docs/maybe', true, 401],
    ['/docs/private', true, 401],
    ['/users', true, 401],
    ['/users/health', false, 200],
  ]);
});

test('regeneration follows an edit of the guard (skipWhen added) and of a route (@Public() removed)', () => {
  const copy = copyFixture('public-routes');
  try {
    const auth = path.join(copy.root, 'src/auth.ts');
    const docs = path.join(copy.root, 'src/docs.controller.ts');
    const source = readFileSync(auth, 'utf8');
    writeFileSync(auth, source.replace('  static readonly skipWhen = Public;\n', ''));
    const generator = createGenerator({ root: copy.root, output: 'app.ts' });
    generator.generate();
    const output = path.join(copy.root, 'app.ts');
    const health = () => /health: \{\n\s+get: \{ headers: \{ authorization/.test(readFileSync(output, 'utf8'));
    expect(health()).toBe(true);
    writeFileSync(auth, source);
    generator.regenerate([auth]);
    expect(health()).toBe(false);
    expect(readFileSync(output, 'utf8')).toContain("docs: {\n    get: { headers: { 'x-tenant'?: string }");
    writeFileSync(docs, readFileSync(docs, 'utf8').replace('@Public()\n@Controller', '@Controller'));
    generator.regenerate([docs]);
    expect(readFileSync(output, 'utf8')).toContain('docs: {\n    get: { headers: { authorization: string;');
  } finally {
    copy.remove();
  }
});

test('a regeneration that replays a route kept guarded for a key only known at run time warns again', () => {
  const copy = copyFixture('public-routes');
  try {
    const generator = createGenerator({ root: copy.root, output: 'app.ts' });
    const first = generator.generate();
    expect(JSON.stringify(first.warnings)).toContain(
      'DocsController.maybe: the value of @Public(...) is not a literal',
    );
    // A new file that nothing imports: every route is replayed, none read.
    const note = path.join(copy.root, 'src/note.ts');
    writeFileSync(note, 'export const note = 1;\n');
    const again = generator.regenerate([note]);
    expect(again.reusedRoutes).toBe(again.routes);
    expect(again.warnings).toEqual(first.warnings);
  } finally {
    copy.remove();
  }
});
