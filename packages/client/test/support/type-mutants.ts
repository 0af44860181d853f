// Compiles type-level test files with the real TypeScript compiler, and proves they can fail: a copy of the
// file per expectation, with only that one broken, must fail `tsc` at that very line.
import { expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tsc = join(import.meta.dir, '../../../../node_modules/typescript/bin/tsc');

async function compile(project: string): Promise<{ code: number; output: string }> {
  const args = [process.execPath, tsc, '--noEmit', '--pretty', 'false', '-p', project];
  const child = Bun.spawn(args, { stdout: 'pipe', stderr: 'pipe' });
  const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
  const [stdout, stderr, code] = await Promise.all([read(child.stdout), read(child.stderr), child.exited]);
  return { code, output: stdout + stderr };
}

interface Mutant {
  readonly name: string;
  readonly line: number;
  readonly text: string;
}

/**
 * One copy of `source` per expectation, with only that expectation broken; `line` is where tsc must
 * complain. An `@ts-expect-error` line loses its directive; an `expectType<Equal<...>>` gets a wrong member.
 * `imports` maps the file's relative import specifiers to absolute paths, so the copies compile elsewhere.
 */
function createMutants(source: string, imports: Readonly<Record<string, string>>): Mutant[] {
  let text = source;
  for (const [specifier, file] of Object.entries(imports)) {
    text = text.replaceAll(`'${specifier}'`, JSON.stringify(file));
  }
  const lines = text.split('\n');
  return lines.flatMap((line, index) => {
    const mutate = (at: number, replacement: string) => {
      const copy = [...lines];
      copy[index] = replacement;
      return [{ name: `mutant-${index + 1}.ts`, line: at, text: copy.join('\n') }];
    };
    if (line.trim().startsWith('// @ts-expect-error')) return mutate(index + 2, '');
    if (line.includes('expectType<Equal<')) {
      return mutate(index + 1, line.replace('expectType<Equal<', 'expectType<Equal<{ wrong: true } | '));
    }
    return [];
  });
}

/**
 * The two tests of a type-level test file in `typesDir` (with its own tsconfig.json): it compiles clean, and
 * breaking any one expectation fails the compile at that line. `imports` maps the file's relative imports
 * to absolute paths; `atLeast` guards against a file whose expectations were lost.
 *
 * @example
 * testTypes(join(import.meta.dir, 'types'), 'client.types.ts', { './app.ts': appFile }, 25);
 */
export function testTypes(
  typesDir: string,
  file: string,
  imports: Readonly<Record<string, string>>,
  atLeast: number,
): void {
  test(`${file} compiles: every expected error occurs and every type expectation holds`, async () => {
    const { code, output } = await compile(typesDir);
    expect(output).toBe('');
    expect(code).toBe(0);
  }, 60_000);

  test(`each expectation of ${file} is load-bearing: breaking any one fails the compile at its line`, async () => {
    const source = readFileSync(join(typesDir, file), 'utf8');
    await expectEveryMutantFails(source, imports, join(typesDir, 'tsconfig.json'), atLeast);
  }, 60_000);
}

/** Compiles every mutant of `source` in one temporary project that extends `tsconfig`; each must fail at its line. */
async function expectEveryMutantFails(
  source: string,
  imports: Readonly<Record<string, string>>,
  tsconfig: string,
  atLeast: number,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'fw-client-types-'));
  try {
    const mutants = createMutants(source, imports);
    expect(mutants.length).toBeGreaterThan(atLeast);
    for (const mutant of mutants) writeFileSync(join(dir, mutant.name), mutant.text);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ extends: tsconfig, include: ['*.ts'] }));
    const { code, output } = await compile(dir);
    expect(code).not.toBe(0);
    const failing = mutants.filter((mutant) => !output.includes(`${mutant.name}(${mutant.line},`));
    expect(failing.map((mutant) => `${mutant.name}:${mutant.line}`)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
