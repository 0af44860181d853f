import { expect, test } from 'bun:test';
import { npm, regenerate } from './project.ts';

/**
 * What a generated project promises right after install, as tests: the shipped contract is what
 * `npm run generate` writes, and `npm test` passes its `tests` tests. (`tsc` over the same sources,
 * with the same options, is `npm run typecheck`'s: test/typecheck/.)
 */
export function testOutOfTheBox(project: () => string, contract: string, tests: number): void {
  test('ships the contract that npm run generate writes', () => {
    const { shipped, generated } = regenerate(project(), contract);
    expect(generated).toBe(shipped);
  });

  test('npm test passes', () => {
    const result = npm(['test'], project());
    expect(result.stderr).toContain(` ${tests} pass\n 0 fail`);
    expect(result.status).toBe(0);
  });
}
