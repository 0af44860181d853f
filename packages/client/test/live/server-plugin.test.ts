// The server plugin in a real app on a real socket: it writes the contract on listen(), regenerates
// after real file edits while the server keeps answering, and keeps the last good contract when an
// edit does not parse.
import { afterEach, expect, setDefaultTimeout, spyOn, test } from 'bun:test';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@fw/client';
import { Fw } from '@fw/core';
import { ADD_ROUTE, CONTROLLER, createLiveProject, readText, waitFor, type LiveProject } from './live-project.ts';

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

async function startApp(project: LiveProject, output: string): Promise<Fw> {
  const app = new Fw();
  app.route('GET', '/ping', () => new Response('pong'));
  app.use(Client({ root: project.api, output }));
  await app.listen(0);
  cleanups.push(() => app.stop());
  return app;
}

async function ping(app: Fw): Promise<string> {
  const response = await fetch(new URL('/ping', app.url));
  return `${response.status} ${await response.text()}`;
}

const summaries = (lines: string[]) => lines.filter((line) => /^@fw\/client (wrote|unchanged|kept the last) /.test(line));

test('writes the contract on listen() and regenerates after a controller or a type changes, while serving', async () => {
  const project = createLiveProject();
  cleanups.push(project.remove);
  const lines = captureConsole();
  const output = path.join(project.dir, 'web/src/generated/app.ts');
  const app = await startApp(project, output);

  // listen() resolves after the first generation.
  expect(readText(output)).toContain("list: '/api/users',");
  expect(summaries(lines)).toEqual([expect.stringMatching(/^@fw\/client wrote .*app\.ts: 1 routes, 1 types, \d+ ms$/)]);

  project.edit(CONTROLLER, ...ADD_ROUTE);
  await waitFor('the new route in the contract', () => readText(output).includes("one: '/api/users/:id',"));
  expect(await ping(app)).toBe('200 pong');
  expect(summaries(lines)).toHaveLength(2);
  expect(summaries(lines)[1]).toMatch(/^@fw\/client wrote .*app\.ts: 2 routes, 1 types, \d+ ms$/);

  project.edit('api/src/user.ts', ['  name: string;\n', '  name: string;\n  email: string;\n']);
  await waitFor('the new field in the contract', () => readText(output).includes('email: string'));
  expect(await ping(app)).toBe('200 pong');
  expect(lines.filter((line) => !summaries(lines).includes(line))).toEqual([]);
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
  expect(lines).toContainEqual(expect.stringMatching(/^@fw\/client src\/users\.controller\.ts:1:\d+ syntax error, contract not updated: /));
  expect(summaries(lines).at(-1)).toMatch(/^@fw\/client kept the last .*app\.ts/);
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
