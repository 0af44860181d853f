// Compiles the type-level tests in ./types with the real TypeScript compiler. The second test proves the
// first can fail: it removes each expectation in turn and checks the compiler then reports that very line.
import { expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const typesDir = join(import.meta.dir, 'types');
const tsc = join(import.meta.dir, '../../../../node_modules/typescript/bin/tsc');
const source = readFileSync(join(typesDir, 'client.types.ts'), 'utf8');

async function compile(project: string): Promise<{ code: number; output: string }> {
  const child = Bun.spawn([process.execPath, tsc, '--noEmit', '--pretty', 'false', '-p', project], { stdout: 'pipe', stderr: 'pipe' });
  const [stdout, stderr, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  return { code, output: stdout + stderr };
}

/** One copy of the file per expectation, with only that expectation broken; `line` is where tsc must complain. */
function createMutants(): { name: string; line: number; text: string }[] {
  const lines = source.replaceAll("'./app.ts'", JSON.stringify(join(typesDir, 'app.ts')))
    .replaceAll("'../../../src/http/index.ts'", JSON.stringify(join(import.meta.dir, '../../src/http/index.ts')))
    .split('\n');
  return lines.flatMap((text, index) => {
    const mutate = (line: number, replacement: string) => {
      const copy = [...lines];
      copy[index] = replacement;
      return [{ name: `mutant-${index + 1}.ts`, line, text: copy.join('\n') }];
    };
    if (text.trim().startsWith('// @ts-expect-error')) return mutate(index + 2, '');
    if (text.includes('expectType<Equal<')) return mutate(index + 1, text.replace('expectType<Equal<', 'expectType<Equal<{ wrong: true } | '));
    return [];
  });
}

test('the type-level tests compile: every expected error occurs and every type expectation holds', async () => {
  const { code, output } = await compile(typesDir);
  expect(output).toBe('');
  expect(code).toBe(0);
}, 60_000);

test('each expectation is load-bearing: breaking any one of them fails the compile at its line', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'fw-client-types-'));
  try {
    const mutants = createMutants();
    expect(mutants.length).toBeGreaterThan(25);
    for (const mutant of mutants) writeFileSync(join(dir, mutant.name), mutant.text);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ extends: join(typesDir, 'tsconfig.json'), include: ['*.ts'] }));
    const { code, output } = await compile(dir);
    expect(code).not.toBe(0);
    const failing = mutants.filter((mutant) => !output.includes(`${mutant.name}(${mutant.line},`));
    expect(failing.map((mutant) => `${mutant.name}:${mutant.line}`)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
