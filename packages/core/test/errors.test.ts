import { describe, expect, test } from 'bun:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect } from 'node:net';
import {
  BadRequestException,
  Body,
  ConflictException,
  Controller,
  ForbiddenException,
  Get,
  HttpException,
  InternalServerErrorException,
  NotFoundException,
  Param,
  Post,
  UnauthorizedException,
  UnprocessableEntityException,
} from '../src/index.ts';
import { createLogger, jsonBody, startApp } from './helpers.ts';

const thrown: Record<string, () => HttpException> = {
  '400': () => new BadRequestException('bad input'),
  '401': () => new UnauthorizedException(),
  '403': () => new ForbiddenException('no'),
  '404': () => new NotFoundException('No user 7'),
  '409': () => new ConflictException('taken'),
  '418': () => new HttpException(418, "I'm a teapot", { headers: { 'x-tea': 'yes' } }),
  '422': () => new UnprocessableEntityException('cannot'),
  '500': () => new InternalServerErrorException('explicit'),
};

@Controller('/e')
class ErrorsController {
  @Get('http/:code') http(@Param('code') code: string) {
    throw thrown[code]();
  }
  @Get('crash') crash() {
    throw new Error('database password is hunter2');
  }
  @Get('async-crash') async asyncCrash() {
    await sleep(1);
    throw new TypeError('deep internals');
  }
  @Post('echo') echo(@Body() body: unknown) {
    return { body };
  }
}

function sendRaw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (received.includes('\r\n\r\n') && received.includes('}')) {
        socket.destroy();
        resolve(received);
      }
    });
    socket.on('error', reject);
  });
}

describe('errors answer JSON { statusCode, message }', () => {
  test('the HttpException family', async () => {
    await using s = await startApp([ErrorsController]);
    for (const [code, create] of Object.entries(thrown)) {
      const res = await s.call(`/e/http/${code}`);
      expect(res.status).toBe(Number(code));
      expect(await res.json()).toEqual({ statusCode: Number(code), message: create().message });
    }
    expect((await s.call('/e/http/418')).headers.get('x-tea')).toBe('yes');
    expect(new UnauthorizedException().message).toBe('Unauthorized');
  });

  test('an HttpException with a status no response can carry fails where it is built, naming the mistake', () => {
    expect(() => new HttpException(999, 'weird')).toThrow(
      new RangeError('@fw/core: new HttpException(999, "weird"): the status must be an integer from 400 to 599'),
    );
    expect(() => new HttpException(200, 'fine?')).toThrow('the status must be an integer from 400 to 599');
    const nestOrder = () => new HttpException('Forbidden' as unknown as number, 403 as unknown as string);
    expect(nestOrder).toThrow(
      'new HttpException("Forbidden", 403): the status must be an integer from 400 to 599 (fw takes the status first; NestJS takes the message first)',
    );
  });

  test('an HttpException without a body (a JavaScript caller) fails where it is built, not as a 500 later', () => {
    const noBody = () => new HttpException(422, undefined as unknown as string);
    expect(noBody).toThrow(
      new TypeError('@fw/core: new HttpException(422, undefined): the body must be a message string or a JSON object'),
    );
    expect(() => new HttpException(422, null as unknown as string)).toThrow('new HttpException(422, null): the body');
  });

  test('a non-HTTP error: 500 with a generic message, stack only in the server log', async () => {
    const { logged, logger } = createLogger();
    await using s = await startApp([ErrorsController], [], { logger });
    for (const path of ['/e/crash', '/e/async-crash']) {
      const res = await s.call(path);
      const text = await res.text();
      expect(res.status).toBe(500);
      expect(JSON.parse(text)).toEqual({ statusCode: 500, message: 'Internal Server Error' });
      expect(text).not.toContain('hunter2');
      expect(text).not.toContain('internals');
    }
    expect(logged.length).toBe(2);
    expect(String(logged[0][0])).toContain('GET');
    expect((logged[0][1] as Error).stack).toContain('hunter2');
  });

  test('malformed JSON body: 400', async () => {
    await using s = await startApp([ErrorsController]);
    const res = await s.call('/e/echo', {
      method: 'POST',
      body: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ statusCode: 400, message: 'Malformed JSON body' });
  });
});

describe('body limit (default 1 MiB, configurable): 413 without reading the body', () => {
  test('a body within the limit passes; the default limit is 1 MiB', async () => {
    await using s = await startApp([ErrorsController]);
    const big = 'x'.repeat(1024 * 1024 - 20);
    expect((await s.call('/e/echo', jsonBody('POST', { big }))).status).toBe(201);
    expect((await s.call('/e/echo', jsonBody('POST', { big: big + 'x'.repeat(100) }))).status).toBe(413);
  });

  test('a declared Content-Length over the limit is refused before the body arrives', async () => {
    await using s = await startApp([ErrorsController], [], { bodyLimit: 1000 });
    // Only the headers are sent: a server that waited for the 10 MB would never answer.
    const answer = await sendRaw(
      s.app.port,
      'POST /e/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10485760\r\n\r\n{"a":',
    );
    expect(answer).toStartWith('HTTP/1.1 413');
    expect(answer).toContain('{"statusCode":413,"message":"Request body exceeds the limit of 1000 bytes"}');
  });

  test('the limit is exact: a body of the limit passes, one byte more is refused; an empty body is none', async () => {
    await using s = await startApp([ErrorsController], [], { bodyLimit: 1200 });
    const sized = (bytes: number) => jsonBody('POST', { pad: 'x'.repeat(bytes - '{"pad":""}'.length) });
    expect(await (await s.call('/e/echo', sized(1200))).json()).toEqual({ body: { pad: 'x'.repeat(1190) } });
    expect((await s.call('/e/echo', sized(1201))).status).toBe(413);
    const empty = await s.call('/e/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '0' },
    });
    expect(await empty.json()).toEqual({});
  });

  test('a chunked body is counted while it streams and cut at the limit', async () => {
    await using s = await startApp([ErrorsController], [], { bodyLimit: 1000 });
    // A body that never ends: only a server that counts it as it arrives can answer. Not how much was pulled:
    // Node's fetch runs in the server's process and fills the socket's buffers (megabytes) before it reads.
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new Uint8Array(500).fill(32)),
    });
    const res = await s.call('/e/echo', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ statusCode: 413, message: 'Request body exceeds the limit of 1000 bytes' });
  });

  test('an upload over the limit that never ends is answered 413, then its connection is closed', async () => {
    await using s = await startApp([ErrorsController], [], { bodyLimit: 1000 });
    const head =
      'POST /e/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const chunk = `1f4\r\n${' '.repeat(500)}\r\n`;
    // Chunk after chunk, never the last one: the upload ends only when the server closes the connection.
    let upload: ReturnType<typeof setInterval> | undefined;
    const socket = connect(s.app.port, '127.0.0.1', () => {
      socket.write(head);
      upload = setInterval(() => socket.writable && socket.write(chunk), 1);
    });
    let received = '';
    socket.on('data', (data: Buffer) => (received += data.toString()));
    // Writing on after the server closed may fail (EPIPE, a reset): the answer is what was read before.
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('close', resolve));
    clearInterval(upload);
    expect(received).toStartWith('HTTP/1.1 413');
    expect(received.toLowerCase()).toContain('\r\nconnection: close\r\n');
    expect(received).toContain('\r\n\r\n{"statusCode":413,"message":"Request body exceeds the limit of 1000 bytes"}');
  });

  test('a small chunked body is read whole', async () => {
    await using s = await startApp([ErrorsController], [], { bodyLimit: 1000 });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.enqueue(new TextEncoder().encode('1}'));
        controller.close();
      },
    });
    const res = await s.call('/e/echo', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(await res.json()).toEqual({ body: { a: 1 } });
  });
});
