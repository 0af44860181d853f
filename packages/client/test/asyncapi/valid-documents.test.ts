// The documents of real gateways parse with AsyncAPI's own parser: the full-stack example's chat, the client's
// gateways fixture, and every gateway of @fw/websocket's test suite and fixtures (copied, importing the package).
import { afterAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createAsyncApiDocument } from '../../src/codegen/asyncapi.ts';
import { FIXTURES } from '../codegen/fixture-cases.ts';
import { assertValidAsyncApi } from '../support/assert-valid-asyncapi.ts';

setDefaultTimeout(120_000);

const REPOSITORY = path.resolve(import.meta.dir, '../../../..');

describe('the parser', () => {
  test('refuses a document whose operation names a message its channel lacks (the check can fail)', async () => {
    const { document } = createAsyncApiDocument({ root: path.join(FIXTURES, 'gateways') });
    await assertValidAsyncApi(document);
    const broken = structuredClone(document) as { operations: Record<string, { messages: { $ref: string }[] }> };
    const [operation] = Object.values(broken.operations);
    if (operation) operation.messages = [{ $ref: '#/channels/ChatGateway/messages/none' }];
    await expect(assertValidAsyncApi(broken)).rejects.toThrow(/not valid AsyncAPI/);
  });
});

describe('documents that parse with no error', () => {
  test("the full-stack example's chat gateway", async () => {
    const { document, warnings } = createAsyncApiDocument({ root: path.join(REPOSITORY, 'examples/fullstack/api') });
    expect(await assertValidAsyncApi(document)).not.toContain('asyncapi-schema');
    expect(warnings).toEqual([]);
    expect(Object.values(document.channels).map((channel) => channel.address)).toEqual(['/api/chat']);
    expect(Object.keys(document.operations)).toEqual(['ChatGateway.receive.message', 'ChatGateway.send.message']);
  });

  test("the client's gateways fixture: inherited handlers, no emits, an empty gateway", async () => {
    const { document } = createAsyncApiDocument({ root: path.join(FIXTURES, 'gateways') });
    await assertValidAsyncApi(document);
    const addresses = Object.values(document.channels).map((channel) => channel.address);
    expect(addresses).toEqual(['/plain', '/ws', '/ws/chat', '/ws/connect']);
  });

  describe("@fw/websocket's test gateways", () => {
    const root = copyWebSocketTests();
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    test('every gateway path is a channel, and the document parses', async () => {
      const { document, warnings } = createAsyncApiDocument({ root, glob: 'src/**/*.ts' });
      await assertValidAsyncApi(document);
      const declared = readGatewayPaths(path.join(root, 'src'));
      const addresses = Object.values(document.channels).map((channel) => channel.address);
      expect(declared.length).toBeGreaterThan(10);
      for (const address of declared) expect(addresses).toContain(address);
      expect(warnings.filter((warning) => warning.reason.startsWith('gateway'))).toEqual([]);
    });
  });
});

// Inside this package, so `@fw/websocket` and `@fw/core` resolve as they do for a fixture.
function copyWebSocketTests(): string {
  const root = mkdtempSync(path.join(import.meta.dir, '.tmp-'));
  const source = path.join(REPOSITORY, 'packages/websocket/test');
  for (const folder of ['suite', 'fixtures'])
    cpSync(path.join(source, folder), path.join(root, 'src', folder), { recursive: true });
  cpSync(path.join(FIXTURES, 'gateways/tsconfig.json'), path.join(root, 'tsconfig.json'));
  for (const file of listFiles(path.join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace(/from '(?:\.\.\/)+src\/index\.ts'/g, "from '@fw/websocket'"));
  }
  return root;
}

function listFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// The literal paths the sources give `@Gateway(...)`, normalised as the plugin does (one leading `/`, none after).
function readGatewayPaths(folder: string): string[] {
  const paths = listFiles(folder).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/@Gateway\('([^']*)'\)/g)].map(
      ([, found = '']) => `/${found.split('/').filter(Boolean).join('/')}`,
    ),
  );
  return [...new Set(paths)];
}
