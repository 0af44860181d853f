// Copies a fixture project to a fresh temporary folder, so a test can edit it.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIXTURES } from './fixture-cases.ts';

export function copyFixture(name: string): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), `fw-codegen-${name}-`));
  cpSync(path.join(FIXTURES, name), root, { recursive: true });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
