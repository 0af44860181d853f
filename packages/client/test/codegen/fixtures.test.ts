// The golden-fixture suite: every fixture project generates exactly its committed app.ts and warnings.txt,
// a second run leaves the file alone, and every types.check.ts compiles (one shared compiler).
import { describe, expect, setDefaultTimeout, test } from 'bun:test';

// Real compilations on a shared 2-core machine.
setDefaultTimeout(30_000);
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { createGenerator } from '../../src/codegen/generator.ts';
import { CONSUMER_OPTIONS } from './consumer-options.ts';
import { FIXTURES, listFixtures } from './fixture-cases.ts';

const UPDATE = process.env.UPDATE_GOLDEN === '1';
const cases = listFixtures();

describe('golden fixtures', () => {
  for (const fixture of cases) {
    test(fixture.name, () => {
      const contract = path.join(fixture.root, 'app.ts');
      const warningsFile = path.join(fixture.root, 'warnings.txt');
      const expected = existsSync(contract) ? readFileSync(contract, 'utf8') : '';
      const expectedWarnings = existsSync(warningsFile) ? readFileSync(warningsFile, 'utf8') : '';
      const generator = createGenerator(fixture.options);
      const report = generator.generate();
      const actual = readFileSync(contract, 'utf8');
      const warnings = report.warnings.map((warning) => `${warning.text}\n`).join('');
      if (UPDATE) {
        writeFileSync(warningsFile, warnings);
        return;
      }
      // A mismatch must not silently become the new golden file.
      if (actual !== expected) writeFileSync(contract, expected);
      expect(actual).toBe(expected);
      expect(warnings).toBe(expectedWarnings);
      expect(report.written).toBe(false);
      expect(report.routes).toBe((expected.match(/: '\/[^']*',$/gm) ?? []).length);
      expect(generator.regenerate().written).toBe(false);
    });
  }
});

describe('types.check.ts', () => {
  const checks = cases.map((fixture) => path.join(fixture.root, 'types.check.ts'));
  const options: ts.CompilerOptions = {
    ...CONSUMER_OPTIONS,
    // The fixtures' own sources (pulled in by import-types) use decorators.
    experimentalDecorators: true,
  };
  const host = ts.createCompilerHost(options);
  let checked: ts.Program | undefined;

  test('every fixture has a type test', () => {
    expect(checks.filter((file) => !existsSync(file))).toEqual([]);
  });

  test('the contracts have exactly the asserted shapes', () => {
    const program = ts.createProgram({ rootNames: checks, options, host });
    checked = program;
    const messages = ts.getPreEmitDiagnostics(program).map(formatDiagnostic);
    expect(messages).toEqual([]);
  });

  test('a wrong shape fails the compile', () => {
    const wrong = path.join(FIXTURES, 'basic', 'wrong.check.ts');
    const source = [
      "import type { App } from './app.ts';",
      "import type { Equal, Expect } from '../equal.ts';",
      "export type Wrong = Expect<Equal<App['api']['users']['get']['response'], { id: string; name: string; createdAt: Date }[]>>;",
    ].join('\n');
    const wrongHost: ts.CompilerHost = {
      ...host,
      fileExists: (file) => file === wrong || host.fileExists(file),
      readFile: (file) => (file === wrong ? source : host.readFile(file)),
      getSourceFile: (file, version) =>
        file === wrong ? ts.createSourceFile(file, source, version) : host.getSourceFile(file, version),
    };
    // Reusing the program above keeps the already parsed library files.
    const program = ts.createProgram({ rootNames: [wrong], options, host: wrongHost, oldProgram: checked });
    const codes = ts.getPreEmitDiagnostics(program).map((diagnostic) => diagnostic.code);
    expect(codes).toEqual([2344]);
  });
});

function formatDiagnostic(diagnostic: ts.Diagnostic): string {
  const where = diagnostic.file
    ? `${path.relative(FIXTURES, diagnostic.file.fileName)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1} `
    : '';
  return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
}
