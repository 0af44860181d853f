// The generator reads a project without its `types` packages (bun-types, @types/node: half of a cold program) and
// reads it again with them as soon as a scan meets a name only they declare: the contract is the same either way.
import { afterAll, describe, expect, setDefaultTimeout, test } from 'bun:test';

// Real compilations on a shared 2-core machine.
setDefaultTimeout(60_000);
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createGenerator } from '../../src/codegen/generator.ts';

// Inside the repository, so `@fw/core` and `types: ["bun"]` resolve as in an app beside them.
const root = mkdtempSync(path.join(import.meta.dir, '.deferred-types-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const controller = path.join(root, 'src/files.controller.ts');
const output = path.join(root, 'generated/app.ts');

mkdirSync(path.join(root, 'src'), { recursive: true });
writeFileSync(
  path.join(root, 'tsconfig.json'),
  JSON.stringify({
    extends: path.relative(root, path.join(import.meta.dir, '../../../core/tsconfig.preset.json')),
    compilerOptions: { customConditions: ['bun'] },
    include: ['src'],
  }),
);

function writeController(bodies: Record<string, string>): void {
  const routes = Object.entries(bodies).map(([name, body]) => `  @Get('${name}')\n  ${name}() { return ${body}; }`);
  const lines = ["import { Controller, Get } from '@fw/core';", '', "@Controller('/files')", 'export class Files {'];
  writeFileSync(controller, [...lines, ...routes, '}', ''].join('\n'));
}

function readRoute(contract: string, name: string): string {
  const route = new RegExp(`^ {4}${name}: \\{\\n.*\\n`, 'm').exec(contract)?.[0];
  if (!route) throw new Error(`no /files/${name} route in:\n${contract}`);
  return route.trim();
}

describe('a project with `types`: the runtime declarations are read when a route needs them', () => {
  const generator = createGenerator({ root, output });

  test('a route needing none of them, then an edit returning a Buffer and a BunFile', () => {
    writeController({ name: "'report.pdf'" });
    expect(generator.generate().warnings).toEqual([]);
    expect(readRoute(readFileSync(output, 'utf8'), 'name')).toBe('name: {\n      get: { response: string };');

    writeController({ name: "'report.pdf'", buffer: 'Buffer.from([0x25, 0x50])', file: "Bun.file('report.pdf')" });
    const regenerated = generator.regenerate([controller]);
    expect(regenerated.warnings).toEqual([]);
    const contract = readFileSync(output, 'utf8');
    expect(readRoute(contract, 'buffer')).toBe('buffer: {\n      get: { response: Blob };');
    expect(readRoute(contract, 'file')).toBe('file: {\n      get: { response: BunFile };');

    // A cold generation starts without them again, and reads the same contract.
    expect(createGenerator({ root, output }).generate().written).toBe(false);
  });

  // Names the `lib` declares too, to which the packages add: `Headers`'s `toJSON()`, Bun's `Timer` for setTimeout.
  test('a route whose shape reads a global the packages add to', () => {
    writeController({ headers: 'new Headers()', timer: 'setTimeout(() => {}, 1)' });
    expect(createGenerator({ root, output }).generate().warnings).toEqual([]);
    const contract = readFileSync(output, 'utf8');
    expect(readRoute(contract, 'headers')).toBe(
      "headers: {\n      get: { response: Record<string, string> & { 'set-cookie'?: string[] } };",
    );
    expect(readRoute(contract, 'timer')).toBe('timer: {\n      get: { response: Timeout };');
  });
});
