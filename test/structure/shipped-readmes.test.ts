// The READMEs npm ships (each package's, and the templates' that become a project's) are guides for a user of
// the installed package: every link resolves inside the package or is an absolute URL, and nothing points at the
// repository's tests, benches or issue numbers, which the tarball does not hold (design notes live in docs/).
import { describe, expect, test } from 'bun:test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';

const repo = resolve(import.meta.dir, '../..');
const packages = readdirSync(join(repo, 'packages')).filter((dir) =>
  existsSync(join(repo, 'packages', dir, 'README.md')),
);
const templates = join(repo, 'packages/create-fw/templates');
const shipped = [
  ...packages.map((dir) => ({ readme: join(repo, 'packages', dir, 'README.md'), root: join(repo, 'packages', dir) })),
  ...readdirSync(templates)
    .filter((dir) => existsSync(join(templates, dir, 'README.md')))
    .map((dir) => ({ readme: join(templates, dir, 'README.md'), root: join(templates, dir) })),
];

/** The targets of `[text](target)` links, code blocks left out. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
}

/** A path a README names in a code span that lies under a `test/` or `bench/` folder, or is a test file. */
function testOrBenchPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
  return spans.filter((span) => /(^|\/)(test|bench)\/|\.test\.ts\b/.test(span));
}

describe('shipped READMEs', () => {
  for (const { readme, root } of shipped) {
    const name = relative(repo, readme);
    const text = readFileSync(readme, 'utf8');

    test(`${name}: every relative link resolves to a file inside the package`, () => {
      const outside = linkTargets(text)
        .filter((target) => !/^(https?:|mailto:|#)/.test(target))
        .filter((target) => {
          const file = normalize(join(dirname(readme), target.split('#')[0] ?? ''));
          return !file.startsWith(`${root}/`) || !existsSync(file);
        });
      expect(outside).toEqual([]);
    });

    test(`${name}: no issue numbers, and no test or bench path but the project's own`, () => {
      const prose = text.replace(/\]\(https?:[^)]*\)/g, ']()');
      expect(prose.match(/\b[Ii]ssues? #?\d+|(?<![\w/[])#\d+\b/g) ?? []).toEqual([]);
      // A template's README, and create-fw's table of them, name the project's tests: those the template ships.
      const foreign = testOrBenchPaths(text).filter(
        (path) => !readdirSync(templates).some((template) => existsSync(join(templates, template, path))),
      );
      expect(foreign).toEqual([]);
    });
  }
});

test('the root README links only pages that exist: files of this repository, no registry page', () => {
  const readme = join(repo, 'README.md');
  const targets = linkTargets(readFileSync(readme, 'utf8'));
  expect(targets.filter((target) => target.includes('npmjs.com'))).toEqual([]);
  const missing = targets
    .filter((target) => !/^(https?:|mailto:|#)/.test(target))
    .filter((target) => !existsSync(join(repo, target.split('#')[0] ?? '')));
  expect(missing).toEqual([]);
});
