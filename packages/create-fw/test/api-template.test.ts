// The api template's code, run: a project created inside the workspace, driven through its own scripts.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serve } from '../../../examples/fullstack/test/support/serve.ts';
import { buildCreateFw } from './support/cli.ts';
import { createTempDirs } from './support/files.ts';
import { testOutOfTheBox } from './support/out-of-the-box.ts';
import { createProjectInWorkspace, npm, userEnv } from './support/project.ts';

// Each step starts Node, Bun or the compiler: seconds, not milliseconds, on a busy 2-core machine.
setDefaultTimeout(90_000);

const temp = createTempDirs();
let project = '';
beforeAll(() => {
  buildCreateFw();
  project = createProjectInWorkspace('api', temp.make);
});
afterAll(() => temp.cleanUp());

const listening = /listening on (http:\/\/\S+)/;

describe('the api template, generated', () => {
  // test/users.test.ts: in-process, through app.fetch() and the typed client.
  testOutOfTheBox(() => project, 'src/generated/app.ts', 4);

  test('npm start serves /api/users on PORT, with the contract as last generated: start does not generate', async () => {
    const contract = path.join(project, 'src/generated/app.ts');
    const shipped = readFileSync(contract, 'utf8');
    // A stale contract: were start to generate, it would answer while rewriting this (the compiler takes seconds).
    writeFileSync(contract, `${shipped}// stale\n`);
    const api = await serve('npm', ['start'], { cwd: project, env: userEnv({ PORT: '0' }), announces: listening });
    try {
      const response = await fetch(`${api.url}/api/users`);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual([{ id: '1', name: 'Ada Lovelace', email: 'ada@example.com' }]);
      expect(api.output()).not.toContain('@fw/client');
    } finally {
      await api.stop();
      expect(readFileSync(contract, 'utf8')).toBe(`${shipped}// stale\n`);
      writeFileSync(contract, shipped);
    }
    // Bun is npm's grandchild (npm → sh → bun): stopping npm alone would leave it serving.
    expect(
      await fetch(`${api.url}/api/users`).then(
        () => 'still serving',
        () => 'stopped',
      ),
    ).toBe('stopped');
  });

  test('a @Schema DTO imported with import type fails npm run generate (--strict), naming file:line and the fix', () => {
    const controller = path.join(project, 'src/users/users-controller.ts');
    const original = readFileSync(controller, 'utf8');
    const typeOnly = "import type { CreateUserDto } from './create-user-dto.ts';";
    writeFileSync(controller, original.replace("import { CreateUserDto } from './create-user-dto.ts';", typeOnly));
    try {
      expect(readFileSync(controller, 'utf8')).toContain(typeOnly);
      const result = npm(['run', 'generate'], project);
      expect(result.stderr).toMatch(
        /@fw\/client: src\/users\/users-controller\.ts:\d+:\d+ body of UsersController\.create will not be validated at run time: CreateUserDto has @Schema but is imported type-only/,
      );
      expect(result.stderr).toContain('use a value import');
      expect(result.status).not.toBe(0);
    } finally {
      writeFileSync(controller, original);
    }
  });

  test('npm run dev restarts on a change and the contract follows the controllers', async () => {
    const controller = path.join(project, 'src/users/users-controller.ts');
    const contract = path.join(project, 'src/generated/app.ts');
    const original = readFileSync(controller, 'utf8');
    const dev = await serve('npm', ['run', 'dev'], { cwd: project, env: userEnv({ PORT: '0' }), announces: listening });
    try {
      const count = "@Get('/count')\n  count(): number {\n    return 1;\n  }\n\n  ";
      writeFileSync(controller, original.replace("@Get('/:id')", `${count}@Get('/:id')`));
      const counted = /count: \{\s*get: \{ response: number \};\s*\}/;
      expect(await waitFor(() => counted.test(readFileSync(contract, 'utf8')))).toBe(true);
    } finally {
      await dev.stop();
      writeFileSync(controller, original);
    }
  });
});

/** Polls `check` until it holds or 30 s have passed (a regeneration loads the compiler). */
async function waitFor(check: () => boolean): Promise<boolean> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (check()) return true;
    await Bun.sleep(100);
  }
  return check();
}
