// A temporary folder holding a copy of the live fixtures: `api/` (one controller, one type) and `web/`
// (a Vite page that imports the contract), so a test can edit them and watch what follows.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const LIVE_FIXTURES = path.join(import.meta.dir, 'fixtures');

export interface LiveProject {
  /** The temporary folder; `api/` and `web/` are inside. */
  readonly dir: string;
  readonly api: string;
  readonly web: string;
  /** Applies each `[from, to]` replacement to a file under the folder, in one write (each `from` must be there). */
  edit(file: string, ...replacements: [from: string, to: string][]): void;
  remove(): void;
}

export function createLiveProject(): LiveProject {
  const dir = mkdtempSync(path.join(tmpdir(), 'fw-live-'));
  cpSync(path.join(LIVE_FIXTURES, 'api'), path.join(dir, 'api'), { recursive: true });
  cpSync(path.join(LIVE_FIXTURES, 'web'), path.join(dir, 'web'), { recursive: true });
  return {
    dir,
    api: path.join(dir, 'api'),
    web: path.join(dir, 'web'),
    edit(file, ...replacements) {
      const target = path.join(dir, file);
      let text = readFileSync(target, 'utf8');
      for (const [from, to] of replacements) {
        if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
        text = text.replace(from, to);
      }
      writeFileSync(target, text);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export const CONTROLLER = 'api/src/users.controller.ts';

/** Adds `GET /api/users/:id` to the fixture controller, in one write. */
export const ADD_ROUTE: [from: string, to: string][] = [
  ["import { Controller, Get } from '@fw/core';", "import { Controller, Get, Param } from '@fw/core';"],
  [
    '  @Get()\n',
    "  @Get(':id')\n  one(@Param('id') id: string): User {\n    return { id, name: 'Ann' };\n  }\n\n  @Get()\n",
  ],
];

/** Polls until `check` holds; fails with `what` after `ms` (a generous bound for a busy machine, not a speed check). */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(25);
  }
}

export function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
