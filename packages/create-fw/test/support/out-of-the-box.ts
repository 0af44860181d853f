import { expect, test } from 'bun:test';
import { npm, regenerate } from './project.ts';

type Summary = (tests: number) => { stream: 'stdout' | 'stderr'; text: string };

// How each test runner ends its output when every test passed.
const summaries: Record<'bun' | 'node', Summary> = {
  bun: (tests) => ({ stream: 'stderr', text: ` ${tests} pass\n 0 fail` }),
  node: (tests) => ({ stream: 'stdout', text: `# pass ${tests}\n# fail 0\n` }),
};

/**
 * What a generated project promises right after install, as tests: the shipped contract is what
 * `npm run generate` writes, and `npm test` passes its `tests` tests on `runner` (`bun test` or `node --test`).
 * (`tsc` over the same sources, with the same options, is `npm run typecheck`'s: test/typecheck/.)
 */
export function testOutOfTheBox(
  project: () => string,
  contract: string,
  tests: number,
  runner: keyof typeof summaries = 'bun',
): void {
  test('ships the contract that npm run generate writes', () => {
    const { shipped, generated } = regenerate(project(), contract);
    expect(generated).toBe(shipped);
  });

  test(`npm test passes its ${tests} tests on ${runner}`, () => {
    const result = npm(['test'], project());
    const { stream, text } = summaries[runner](tests);
    expect(result[stream]).toContain(text);
    expect(result.status).toBe(0);
  });
}
