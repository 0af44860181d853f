import { expect, test } from 'bun:test';
import { connect } from 'node:net';
import { Controller, Fw, Get, Param } from '../src/index.ts';
import { ON_NODE, startApp } from './helpers.ts';

// curl and Node's fetch send `^` and UTF-8 in a path as they are; the URL parser (and so fw's route
// table, see toRequestPath) percent-encodes them. Both spellings must reach the route.

@Controller('/api')
class SpelledController {
  @Get('x^b') caret() {
    return 'caret';
  }
  @Get('café') cafe() {
    return 'cafe';
  }
}

function sendRaw(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
    );
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
}

// Node's parser refuses a raw byte above 0x7F with a bare 400 (README "Running on Node"); Bun hands it on.
const refusedByNodeParser = (target: string) => ON_NODE && /[^\x00-\x7F]/.test(target);

test('a path sent raw or percent-encoded, in either case, reaches the same route', async () => {
  await using s = await startApp([SpelledController]);
  for (const [target, body] of [
    ['/api/x^b', 'caret'],
    ['/api/x%5Eb', 'caret'],
    ['/api/café', 'cafe'],
    ['/api/caf%C3%A9', 'cafe'],
    // RFC 3986 §6.2.2.1: the case of an escape's hex digits does not matter.
    ['/api/caf%c3%a9', 'cafe'],
    ['/api/x%5eb', 'caret'],
  ]) {
    const answer = await sendRaw(s.app.port, target);
    if (refusedByNodeParser(target)) expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    else expect([target, answer.split('\r\n')[0], answer.endsWith(body)]).toEqual([target, 'HTTP/1.1 200 OK', true]);
  }
  const miss = await sendRaw(s.app.port, '/api/nope^');
  expect(miss.split('\r\n')[0]).toBe('HTTP/1.1 404 Not Found');
});

test('app.fetch() matches escapes without regard to case too', async () => {
  const app = new Fw().controllers([SpelledController]);
  for (const path of ['/api/caf%c3%a9', '/api/caf%C3%A9', '/api/x%5eb']) {
    const response = await app.fetch(new Request(`http://local${path}`));
    expect([path, response.status]).toEqual([path, 200]);
  }
});

@Controller('/p')
class BesideParamController {
  @Get('café') cafe() {
    return 'cafe';
  }
  @Get('x^b') caret() {
    return 'caret';
  }
  @Get(':id') one(@Param('id') id: string) {
    return `id=${id}`;
  }
}

// Bun's router takes a raw spelling for `:id` before fw's fallback could match the encoded route.
test('beside a :param route, a raw or lower-case spelling reaches the same route as app.fetch() does', async () => {
  await using s = await startApp([BesideParamController]);
  for (const [target, body] of [
    ['/p/café', 'cafe'],
    ['/p/caf%c3%a9', 'cafe'],
    ['/p/x^b', 'caret'],
    ['/p/x%5eb', 'caret'],
    ['/p/cafés', 'id=cafés'],
    ['/p/a%20b', 'id=a b'],
    ['/p/plain', 'id=plain'],
  ]) {
    const answer = await sendRaw(s.app.port, target);
    const status = refusedByNodeParser(target) ? ['HTTP/1.1 400 Bad Request', ''] : ['HTTP/1.1 200 OK', body];
    expect([target, answer.split('\r\n')[0], answer.split('\r\n\r\n')[1]]).toEqual([target, ...status]);
    const inProcess = await s.app.fetch(new Request(`http://local${target}`));
    expect([target, await inProcess.text()]).toEqual([target, body]);
  }
});
