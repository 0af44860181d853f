// The server plugin's `openapi` option: the document beside the contract, from the same scan, after each edit.
import { afterEach, expect, setDefaultTimeout, spyOn, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@fw/client';
import { Fw } from '@fw/core';
import { UsersController } from './fixtures/api/src/users.controller.ts';
import { ADD_ROUTE, CONTROLLER, createLiveProject, waitFor } from './live-project.ts';

setDefaultTimeout(60_000);

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

test('Client({ openapi }) writes the document on listen() and again after an edit', async () => {
  const project = createLiveProject();
  cleanups.push(project.remove);
  const spy = spyOn(console, 'log').mockImplementation(() => undefined);
  cleanups.push(() => spy.mockRestore());
  const output = path.join(project.dir, 'web/app.ts');
  const openapi = path.relative(process.cwd(), path.join(project.dir, 'api/openapi.json'));
  const app = new Fw().controllers([UsersController]);
  app.use(Client({ root: project.api, output, openapi }));
  await app.listen(0);
  cleanups.push(() => app.stop());
  const paths = () => Object.keys(JSON.parse(readFileSync(path.resolve(openapi), 'utf8')).paths);
  expect(paths()).toEqual(['/api/users']);
  project.edit(CONTROLLER, ...ADD_ROUTE);
  await waitFor('the new route in the document', () => paths().includes('/api/users/{id}'));
});
