// A rule two packages need is written once, by the package that owns it (ARCHITECTURE.md, "Where new
// code goes"). Each pattern is how a copy of a rule reads; it may stand only in the rule's owner, or where
// a test holds a copy to the owner (the browser client's method names, for its size budget).
import { expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dir, '../..');
const METHOD = '(?:get|head|post|put|patch|delete|options)';
const QUOTED = `['"]${METHOD}['"]`;

const rules = [
  {
    rule: 'the methods fw routes',
    // All seven names in a row, in any case: a list or a union of strings, or a regular expression.
    pattern: new RegExp(`${QUOTED}(?:\\s*[,|]\\s*${QUOTED}){6}|\\b${METHOD}(?:\\|${METHOD}){6}\\b`, 'i'),
    owners: [
      'packages/core/src/http/methods.ts',
      'packages/client/src/http/proxy.ts', // held to the owner by proxy.test.ts
      'packages/client/src/http/types.ts', // held to the owner by proxy.test.ts
    ],
  },
  {
    rule: 'the characters no request path carries',
    pattern: /\[\?#\\\\/,
    owners: ['packages/core/src/http/path.ts'],
  },
  {
    rule: 'a path with one leading slash, no doubled or trailing one (spec "Path construction" rule 2)',
    pattern: /\{2,\}\/g|filter\(Boolean\)\.join\('\/'\)/,
    owners: [
      'packages/core/src/http/path.ts',
      // As the route table compares paths, but never throwing on a lone surrogate, which toRequestPath does.
      'packages/client/src/server-plugin/router-path.ts',
    ],
  },
  {
    rule: 'the Symbol.metadata polyfill',
    pattern: /Symbol\.for\(['"]Symbol\.metadata['"]\)/,
    owners: ['packages/core/src/metadata/polyfill.ts'],
  },
  {
    rule: "the decorator-form check (a Stage 3 context is an object with 'kind')",
    pattern: /['"]kind['"] in /,
    owners: ['packages/core/src/decorators/form.ts'],
  },
  {
    rule: 'the types of a decorator usable in both forms',
    pattern: /interface Dual(?:Method|Class)Decorator\b|type Dual(?:Method|Class)Decorator\s*[=<]/,
    owners: ['packages/core/src/decorators/form.ts'],
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(dir, name));
}

const packages = join(root, 'packages');
const files = readdirSync(packages).flatMap((name) => {
  const src = join(packages, name, 'src');
  return readdirSync(join(packages, name)).includes('src') ? sourceFiles(src) : [];
});

for (const { rule, pattern, owners } of rules) {
  test(`${rule}: written only by its owner`, () => {
    const writers = files
      .filter((file) => pattern.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(writers.sort()).toEqual([...owners].sort());
  });
}
