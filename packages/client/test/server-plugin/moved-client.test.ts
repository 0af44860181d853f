// `import { client } from '@fw/client'` (the root holds the server plugin): the compiler's error, and the
// thrown one, name the subpath that has it.
import { expect, setDefaultTimeout, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import * as root from '../../src/index.ts';

setDefaultTimeout(30_000);

const INDEX = path.resolve(import.meta.dir, '../../src/index.ts');

test("calling the root's client fails tsc with a type that names import { client } from '@fw/client/http'", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fw-moved-client-'));
  try {
    const file = path.join(dir, 'main.ts');
    writeFileSync(file, `import { client } from '${INDEX}';\ntype App = { users: {} };\nclient<App>('');\n`);
    const program = ts.createProgram({
      rootNames: [file],
      options: {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: ['bun'],
        experimentalDecorators: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.Preserve,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        allowImportingTsExtensions: true,
      },
    });
    const messages = ts
      .getPreEmitDiagnostics(program)
      .filter((diagnostic) => diagnostic.file?.fileName === file)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(messages).toEqual([
      'This expression is not callable.\n' +
        `  Type '{ readonly "import { client } from '@fw/client/http'": never; }' has no call signatures.`,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the root's client, called anyway (a JavaScript caller), throws naming the subpath", () => {
  const call = root.client as unknown as () => unknown;
  expect(call).toThrow("@fw/client: client is not exported here: import { client } from '@fw/client/http'");
});
