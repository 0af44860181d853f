// The server plugin in a real app on a real socket: it writes the contract on listen(), regenerates
// after real file edits while the server keeps answering, keeps the last good contract when an
// edit does not parse, and warns when the contract and the app's controllers disagree.
import { afterEach, expect, setDefaultTimeout, spyOn, test } from 'bun:test';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@fw/client';
import { Controller, Fw, Get, type Constructor } from '@fw/core';
import { UsersController } from './fixtures/api/src/users.controller.ts';
import { UsersController as DriftUsersController } from './fixtures/drift/src/users.controller.ts';
import { DraftsController } from '../fixtures/registration/src/users.controller.ts';
import {
  ADD_ROUTE,
  CONTROLLER,
  createLiveProject,
  LIVE_FIXTURES,
  readText,
  waitFor,
  type LiveProject,
} from './live-project.ts';

// Loading the compiler and a first generation take seconds on a busy 2-core machine.
setDefaultTimeout(60_000);

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Everything the plugin prints, one entry per line. */
function captureConsole(): string[] {
  const lines: string[] = [];
  const record = (...parts: unknown[]) => void lines.push(parts.join(' '));
  const spies = [spyOn(console, 'log'), spyOn(console, 'warn'), spyOn(console, 'error')];
  for (const spy of spies) spy.mockImplementation(record);
  cleanups.push(() => {
    for (const spy of spies) spy.mockRestore();
  });
  return lines;
}

/** An app serving the fixture's controller (the class the copied project declares), `/ping`, and the plugin. */
async function startApp(
  project: LiveProject | string,
  output: string,
  controllers: Constructor[] = [UsersController],
  prefix?: string,
): Promise<Fw> {
  const app = new Fw().controllers(controllers);
  app.route('GET', '/ping', () => new Response('pong'));
  app.use(Client({ root: typeof project === 'string' ? project : project.api, output, prefix }));
  await app.listen(0);
  cleanups.push(() => app.stop());
  return app;
}

async function ping(app: Fw): Promise<string> {
  const response = await fetch(new URL('/ping', app.url));
  return `${response.status} ${await response.text()}`;
}

const summaries = (lines: string[]) =>
  lines.filter((line) => /^@fw\/client: (wrote|unchanged|kept the last) /.test(line));

test('writes the contract on listen() and regenerates after a controller or a type changes, while serving', async () => {
  const project = createLiveProject();
  cleanups.push(project.remove);
  const lines = captureConsole();
  const output = path.join(project.dir, 'web/src/generated/app.ts');
  const app = await startApp(project, output);

  // listen() resolves after the first generation.
  expect(readText(output)).toContain("list: '/api/users',");
  expect(summaries(lines)).toEqual([expect.stringMatching(/^@fw\/client: wrote .*app\.ts: 1 route, 1 type, \d+ ms$/)]);

  project.edit(CONTROLLER, ...ADD_ROUTE);
  await waitFor('the new route in the contract', () => readText(output).includes("one: '/api/users/:id',"));
  expect(await ping(app)).toBe('200 pong');
  expect(summaries(lines)).toHaveLength(2);
  expect(summaries(lines)[1]).toMatch(/^@fw\/client: wrote .*app\.ts: 2 routes, 1 type, \d+ ms$/);

  project.edit('api/src/user.ts', ['  name: string;\n', '  name: string;\n  email: string;\n']);
  await waitFor('the new field in the contract', () => readText(output).includes('email: string'));
  expect(await ping(app)).toBe('200 pong');
  // The running app is older than the edit: after each regeneration the new route is named as not
  // served (a restart would serve it); nothing else is printed.
  const unserved =
    '@fw/client: src/users.controller.ts:6:3 routes of UsersController in the contract are not served by the running app: ' +
    'GET /api/users/:id (one, line 6); restart the server if UsersController changed since it started, otherwise its path differs at run time from the source';
  const others = lines.filter((line) => !summaries(lines).includes(line));
  expect(others.length).toBeGreaterThan(0);
  expect(others.filter((line) => line !== unserved)).toEqual([]);
});

test('a broken file during watch prints the warning, keeps the last good contract and the server up', async () => {
  const project = createLiveProject();
  cleanups.push(project.remove);
  const lines = captureConsole();
  const output = path.join(project.dir, 'web/src/generated/app.ts');
  const app = await startApp(project, output);
  const good = readText(output);
  expect(good).toContain("list: '/api/users',");

  writeFileSync(path.join(project.dir, CONTROLLER), 'export class {');
  await waitFor('the syntax warning', () => lines.some((line) => line.includes('syntax error')));
  expect(lines).toContainEqual(
    expect.stringMatching(/^@fw\/client: src\/users\.controller\.ts:1:\d+ syntax error, contract not updated: /),
  );
  expect(summaries(lines).at(-1)).toMatch(/^@fw\/client: kept the last .*app\.ts/);
  expect(readText(output)).toBe(good);
  expect(await ping(app)).toBe('200 pong');

  // Still watching: the fixed file regenerates.
  writeFileSync(
    path.join(project.dir, CONTROLLER),
    "import { Controller, Get } from '@fw/core';\n\n@Controller('/api/people')\nexport class PeopleController {\n  @Get()\n  list(): string[] {\n    return [];\n  }\n}\n",
  );
  await waitFor('the repaired contract', () => readText(output).includes("list: '/api/people',"));
  expect(await ping(app)).toBe('200 pong');
});

test('a project that cannot be read prints a clear error and the server keeps serving', async () => {
  const project = createLiveProject();
  cleanups.push(project.remove);
  const lines = captureConsole();
  const missing = path.join(project.dir, 'nope');
  const app = new Fw();
  app.route('GET', '/ping', () => new Response('pong'));
  app.use(Client({ root: missing, output: path.join(project.dir, 'app.ts') }));
  await app.listen(0);
  cleanups.push(() => app.stop());
  expect(lines).toEqual([`@fw/client: API root not found: ${missing}`]);
  expect(await ping(app)).toBe('200 pong');
});

const DRIFT = path.join(LIVE_FIXTURES, 'drift');

// Registered below but declared in no scanned file: its route is not in the contract.
@Controller('/healthz')
class HealthController {
  @Get()
  check(): string {
    return 'ok';
  }
}

test('warns once per controller class whose contract routes the app does not serve, and once per registered class the scan never read', async () => {
  const project = createLiveProject();
  cleanups.push(project.remove);
  const lines = captureConsole();
  const output = path.join(project.dir, 'app.ts');
  const app = await startApp(DRIFT, output, [DriftUsersController, HealthController]);

  expect(readText(output)).toContain("remove: '/api/forgotten/:id',");
  const notRegistered =
    'is in the contract but not registered with the app, so the server answers 404 to calls the typed client compiles';
  expect(lines).toEqual([
    expect.stringMatching(/^@fw\/client: wrote .*app\.ts: 7 routes, 0 types, \d+ ms$/),
    // The generator's own warning for a registered route it skipped; the check does not repeat it.
    "@fw/client: src/users.controller.ts:18:8 route UsersController.computed skipped: its path argument is a function call (String('computed'))",
    // A child of an unregistered parent: the parent is what to register.
    `@fw/client: src/admin.controller.ts:5:3 AuditController ${notRegistered}: GET /api/admin/audit (list, line 5); ` +
      'register its parent AdminController with app.controllers([...]) or remove it',
    `@fw/client: src/forgotten.controller.ts:6:3 ForgottenController ${notRegistered}: ` +
      'GET /api/forgotten (list, line 6), DELETE /api/forgotten/:id (remove, line 11); register it with app.controllers([...]) or remove it',
    `@fw/client: HealthController is registered with the app but not in the contract: GET /healthz (check); no file the generator reads (root ${DRIFT}, glob src/**/*.ts) ` +
      'declares it as a controller class, so the typed client cannot call it; add its file to the glob, or declare it with @Controller in a scanned file',
  ]);
  // The registered routes, the child's and the non-ASCII one included, are served as the contract says.
  for (const route of [
    '/api/users',
    '/api/users/7',
    '/api/users/computed',
    '/api/users/caf%C3%A9',
    '/api/users/posts/3',
    '/healthz',
  ]) {
    expect((await fetch(new URL(route, app.url))).status).toBe(200);
  }
  expect((await fetch(new URL('/api/forgotten', app.url))).status).toBe(404);
});

test('the sources register UsersController only: the app serving DraftsController instead is named both ways', async () => {
  const project = createLiveProject();
  cleanups.push(project.remove);
  const lines = captureConsole();
  const root = path.resolve(LIVE_FIXTURES, '../../fixtures/registration');
  const app = await startApp(root, path.join(project.dir, 'app.ts'), [DraftsController]);
  expect(lines).toEqual([
    expect.stringMatching(/^@fw\/client: wrote .*app\.ts: 2 routes, 0 types, \d+ ms$/),
    '@fw/client: src/users.controller.ts:21:14 controller DraftsController left out of the contract: no ' +
      "controllers([...]) call in the scanned sources registers it (nor a registered controller's children), so its " +
      'routes answer 404; add it: app.controllers([DraftsController])',
    '@fw/client: src/users.controller.ts:5:3 PostsController is in the contract but not registered with the app, ' +
      'so the server answers 404 to calls the typed client compiles: GET /users/:id/posts (list, line 5); ' +
      'register its parent UsersController with app.controllers([...]) or remove it',
    '@fw/client: src/users.controller.ts:13:3 UsersController is in the contract but not registered with the app, ' +
      'so the server answers 404 to calls the typed client compiles: GET /users (list, line 13); ' +
      'register it with app.controllers([...]) or remove it',
    '@fw/client: DraftsController is registered with the app but not in the contract: GET /drafts (list); the ' +
      'generator left it out because no controllers([...]) call in the scanned sources registers it (nor a ' +
      'registered parent), so the typed client cannot call it; list it where the app registers its controllers ' +
      '(app.controllers([DraftsController])), in a file the generator reads',
  ]);
  expect((await fetch(new URL('/drafts', app.url))).status).toBe(200);
});

test('in watch mode the check runs again after each regeneration: a new unregistered controller file is named', async () => {
  const project = createLiveProject();
  cleanups.push(project.remove);
  const lines = captureConsole();
  const output = path.join(project.dir, 'web/src/generated/app.ts');
  await startApp(project, output);
  expect(lines).toEqual([expect.stringMatching(/^@fw\/client: wrote .*app\.ts: 1 route, 1 type, \d+ ms$/)]);

  writeFileSync(
    path.join(project.api, 'src/forgotten.controller.ts'),
    "import { Controller, Get } from '@fw/core';\n\n@Controller('/api/forgotten')\nexport class ForgottenController {\n  @Get()\n  list(): string[] {\n    return [];\n  }\n}\n",
  );
  const warning =
    '@fw/client: src/forgotten.controller.ts:5:3 ForgottenController is in the contract but not registered with the app, so the server answers 404 ' +
    'to calls the typed client compiles: GET /api/forgotten (list, line 5); register it with app.controllers([...]) or remove it';
  await waitFor('the warning about the new controller', () => lines.includes(warning));
  expect(summaries(lines).at(-1)).toMatch(/^@fw\/client: wrote .*app\.ts: 2 routes, 1 type, \d+ ms$/);
  expect(lines.filter((line) => !summaries(lines).includes(line) && line !== warning)).toEqual([]);
});

test('the prefix option reaches the contract; a prefix the running app lacks is named as the cause', async () => {
  const project = createLiveProject();
  cleanups.push(project.remove);
  const lines = captureConsole();
  const output = path.join(project.dir, 'app.ts');
  const app = await startApp(project, output, [UsersController], '/v2');
  expect(readText(output)).toContain("list: '/v2/api/users',");
  expect(lines.slice(1)).toEqual([
    "@fw/client: src/users.controller.ts:6:3 UsersController's routes are in the contract under the prefix '/v2', " +
      'but the running app serves them without it: GET /v2/api/users (list, line 6); ' +
      "give the app the same prefix (new Fw({ prefix: '/v2' })) or generate without it",
  ]);
  expect((await fetch(new URL('/api/users', app.url))).status).toBe(200);
});
