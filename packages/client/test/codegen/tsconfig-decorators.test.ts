// emitDecoratorMetadata without experimentalDecorators: Bun still runs the legacy decorators, so the app and its
// tests pass and only tsc fails. The generator (Client(), fwClient() in `vite build`, fw-client) names the fix.
import { afterEach, expect, setDefaultTimeout, test } from 'bun:test';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from '../../src/codegen/generator.ts';
import { CodegenError } from '../../src/codegen/report/codegen-error.ts';
import { copyFixture } from './temp-project.ts';

setDefaultTimeout(30_000);

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

test('emitDecoratorMetadata kept, experimentalDecorators removed: a CodegenError naming the option to add', () => {
  const copy = copyFixture('basic');
  cleanups.push(copy.remove);
  const tsconfig = path.join(copy.root, 'tsconfig.json');
  writeFileSync(tsconfig, readFileSync(tsconfig, 'utf8').replace('"experimentalDecorators": true,', ''));
  expect(() => generate({ root: copy.root, output: 'app.ts' })).toThrow(
    new CodegenError(
      'TSCONFIG_INVALID',
      `${tsconfig} sets emitDecoratorMetadata without experimentalDecorators, which tsc refuses (TS5052) and ` +
        'parameter decorators need: add "experimentalDecorators": true beside it',
    ),
  );
});
