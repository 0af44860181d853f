// `fw-client asyncapi`, `generate --asyncapi`, and the document header flags (`--title`, `--api-version`) of both
// document commands, as users run them: the built command under plain Node.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createGenerator } from '../../src/codegen/generator.ts';
import { CodegenError } from '../../src/codegen/report/codegen-error.ts';
import { buildCli } from '../codegen/build-cli.ts';
import { FIXTURES } from '../codegen/fixture-cases.ts';
import { assertValidAsyncApi } from '../support/assert-valid-asyncapi.ts';

setDefaultTimeout(120_000);

let main = '';
// Inside the package, so `@fw/websocket` resolves as it does for the fixture itself.
const root = mkdtempSync(path.join(import.meta.dir, '.tmp-'));
cpSync(path.join(FIXTURES, 'gateways'), root, { recursive: true });
beforeAll(() => {
  main = buildCli();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const run = (args: string[]) => spawnSync('node', [main, ...args], { encoding: 'utf8' });
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

describe('fw-client asyncapi', () => {
  test('writes a valid document, asyncapi.json in --root by default, and says so, warnings once', async () => {
    const result = run(['asyncapi', '--root', root]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^@fw\/client: wrote .*asyncapi\.json: 4 channels, \d+ ms\n$/);
    expect(result.stderr.match(/gateway SecondPlainGateway skipped/g)).toHaveLength(1);
    const document = read('asyncapi.json');
    await assertValidAsyncApi(document);
    expect(document.info).toMatchObject({ title: 'API', version: '1.0.0' });
    expect(run(['asyncapi', '--root', root]).stdout).toStartWith('@fw/client: unchanged ');
  });

  test('--title, --api-version and --server write the header and the server; --output names the file', () => {
    const args = ['--title', 'Chat', '--api-version', '2.0.0', '--server', 'wss://chat.example.com'];
    expect(run(['asyncapi', '--root', root, '--output', 'docs/ws.json', ...args]).status).toBe(0);
    const document = read('docs/ws.json');
    expect(document.info).toMatchObject({ title: 'Chat', version: '2.0.0' });
    expect(document.servers.app).toMatchObject({ protocol: 'wss', host: 'chat.example.com' });
  });

  test('no gateway: nothing written, exit 1; a server that is not a WebSocket URL: exit 1 naming it', () => {
    const none = run(['asyncapi', '--root', root, '--glob', 'src/users.controller.ts', '--output', 'none.json']);
    expect([none.status, none.stdout]).toEqual([1, expect.stringMatching(/did not write .*none\.json: no gateway/)]);
    const bad = run(['asyncapi', '--root', root, '--server', 'http://localhost:3000']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("option asyncapi server must be the app's WebSocket URL");
  });
});

describe('the header flags of fw-client openapi', () => {
  test('--title and --api-version are info.title and info.version', () => {
    const result = run(['openapi', '--root', root, '--output', 'o.json', '--title', 'Users', '--api-version', '3.1.0']);
    expect(result.status).toBe(0);
    expect(read('o.json').info).toEqual({ title: 'Users', version: '3.1.0' });
  });
});

describe('usage errors: an option the command would ignore', () => {
  for (const [args, message] of [
    [['openapi', '--server', 'ws://x'], "option '--server' is for fw-client asyncapi"],
    [['asyncapi', '--watch'], "option '--watch' is for fw-client generate"],
    [['asyncapi', '--openapi', 'o.json'], "option '--openapi' is for fw-client generate"],
    [['generate', '--title', 'T'], "option '--title' describes a document: use it with fw-client openapi or asyncapi"],
    [['generate', '--openapi', 'o.json', '--server', 'ws://x'], "option '--server' needs --asyncapi <file>"],
    [['openapi', '--version', '2'], "Unknown option '--version'"],
  ] as const)
    test(`${args.join(' ')}: exit 2`, () => {
      const result = run([...args, '--root', root]);
      expect(result.status).toBe(2);
      expect(result.stderr).toStartWith(`fw-client: ${message}`);
    });
});

describe('the asyncapi option of the generator', () => {
  test('generate --asyncapi --openapi writes the contract and both documents from one scan, the header in both', () => {
    const args = ['--output', 'app.ts', '--asyncapi', 'both.json', '--openapi', 'both-openapi.json', '--title', 'T'];
    const result = run(['generate', '--root', root, ...args]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/wrote .*both\.json: 4 channels/);
    expect(result.stdout).toMatch(/wrote .*both-openapi\.json: 3 operations/);
    expect(read('both.json').channels).toEqual(read('asyncapi.json').channels);
    expect([read('both.json').info.title, read('both-openapi.json').info.title]).toEqual(['T', 'T']);
  });

  test('a regeneration after an edit to a gateway rewrites the document', () => {
    const generator = createGenerator({ root, output: 'app.ts', asyncapi: { output: 'gen.json', title: 'G' } });
    expect(generator.generate().asyncapi).toMatchObject({ channels: 4, written: true });
    expect(generator.regenerate([]).asyncapi?.written).toBe(false);
    const file = path.join(root, 'src/plain.gateway.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace("SubscribeMessage('ping')", "SubscribeMessage('pong')"));
    expect(generator.regenerate([file]).asyncapi?.written).toBe(true);
    expect(Object.keys(read('gen.json').channels.PlainGateway.messages)).toContain('pong');
    expect(read('gen.json').info.title).toBe('G');
  });

  test('an asyncapi option that is not a path, or a server that is not a WebSocket URL, throws a clear error', () => {
    expect(() => createGenerator({ root, asyncapi: { output: '' } })).toThrow(
      new CodegenError(
        'OPTION_INVALID',
        "option asyncapi must be the document's path (asyncapi: 'asyncapi.json') or " +
          '{ output, title, version, server }; received {"output":""}',
      ),
    );
    expect(() => createGenerator({ root, asyncapi: { output: 'a.json', server: 'localhost' } })).toThrow(
      /option asyncapi server must be the app's WebSocket URL/,
    );
  });
});
