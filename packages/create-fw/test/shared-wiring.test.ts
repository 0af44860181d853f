// The fullstack template is the one source of the wiring a new project gets; examples/fullstack is the
// showcase grown from it, with the same wiring. Where both hold it, it must read the same, so a fix to
// one fails here until it is made in the other.
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO, TEMPLATES } from './support/paths.ts';

const template = (file: string): string => readFileSync(path.join(TEMPLATES, 'fullstack', file), 'utf8');
const devScript = (): string => readFileSync(path.join(TEMPLATES, 'shared/dev/dev.mjs'), 'utf8');
const example = (file: string): string => readFileSync(path.join(REPO, 'examples/fullstack', file), 'utf8');

/** The text from the line holding `start` to the line closing its first `{`, by indentation. */
function block(text: string, start: string): string {
  const lines = text.split('\n');
  const first = lines.findIndex((line) => line.includes(start));
  if (first < 0) throw new Error(`no line holds ${start}`);
  const indent = /^ */.exec(lines[first])?.[0] ?? '';
  const last = lines.findIndex((line, index) => index > first && line.startsWith(`${indent}}`));
  return lines.slice(first, last + 1).join('\n');
}

/** A line holding `start`, whole. */
function line(text: string, start: string): string {
  const found = text.split('\n').find((candidate) => candidate.includes(start));
  if (found === undefined) throw new Error(`no line holds ${start}`);
  return found;
}

describe('the template and examples/fullstack share their wiring', () => {
  test('dev.mjs: the same file but for the two commands it starts', () => {
    const withoutCommands = (text: string): string => text.replace(/^ {2}\{ name: '(api|web)'.*\n/gm, '');
    expect(withoutCommands(devScript())).toBe(withoutCommands(example('dev.mjs')));
    expect(devScript()).toContain("{ name: 'api', cwd: '.', command: 'npm', args: ['run', 'dev:api'] }");
  });

  test('the Vite dev proxy: /api (the gateway too) forwarded with the prefix kept, to API_URL', () => {
    const [ours, theirs] = [template('web/vite.config.ts'), example('web/vite.config.ts')];
    expect(line(ours, 'const apiTarget')).toBe(line(theirs, 'const apiTarget'));
    expect(block(ours, 'server: {')).toBe(block(theirs, 'server: {'));
    expect(line(ours, 'plugins:')).toBe(line(theirs, 'plugins:'));
  });

  test('the production gate: @fw/static with SPA fallback only under NODE_ENV=production', () => {
    const [ours, theirs] = [template('api/src/app.ts'), example('api/src/app.ts')];
    expect(line(ours, 'const webDist')).toBe(line(theirs, 'const webDist'));
    const gate = "if (process.env.NODE_ENV === 'production') {";
    expect(block(ours, gate)).toBe(block(theirs, gate));
    expect(block(ours, gate)).toContain('spa: true,');
  });
});
