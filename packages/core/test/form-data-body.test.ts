import { expect, test } from 'bun:test';
import { Body, Controller, Post } from '../src/index.ts';
import { startApp } from './helpers.ts';

// A handler that declares its body `FormData` gets `FormData` (a multipart upload or a url-encoded
// form) or never runs: any other body answers 415, not a 500 from `form.get` on a plain object.

@Controller('/upload')
class UploadController {
  @Post() upload(@Body() form: FormData) {
    const file = form.get('file');
    return { name: file instanceof File ? file.name : form.get('name'), size: file instanceof File ? file.size : null };
  }

  // Not declared `FormData`: a JSON body is still parsed as JSON.
  @Post('any') any(@Body() body: unknown) {
    return { type: body instanceof FormData ? 'form' : typeof body };
  }
}

test('a FormData body: multipart and url-encoded are read, other types answer 415', async () => {
  await using s = await startApp([UploadController], [], { bodyLimit: 1024 });
  const form = new FormData();
  form.set('file', new File(['hello'], 'hello.txt'));
  const uploaded = await s.call('/upload', { method: 'POST', body: form });
  expect([uploaded.status, await uploaded.json()]).toEqual([201, { name: 'hello.txt', size: 5 }]);
  const encoded = await s.call('/upload', { method: 'POST', body: new URLSearchParams({ name: 'ada' }) });
  expect([encoded.status, await encoded.json()]).toEqual([201, { name: 'ada', size: null }]);

  const json = await s.call('/upload', {
    method: 'POST',
    body: '{"file":1}',
    headers: { 'content-type': 'application/json' },
  });
  expect([json.status, await json.json()]).toEqual([
    415,
    {
      statusCode: 415,
      message: 'Expected a multipart/form-data or application/x-www-form-urlencoded body, got "application/json"',
    },
  ]);
  const empty = await s.call('/upload', { method: 'POST' });
  expect([empty.status, (await empty.json()).message]).toEqual([
    415,
    'Expected a multipart/form-data or application/x-www-form-urlencoded body, got no Content-Type',
  ]);

  const big = new FormData();
  big.set('file', new File(['x'.repeat(4096)], 'big.bin'));
  expect((await s.call('/upload', { method: 'POST', body: big })).status).toBe(413);
  // Typed: a string body's default type is the client's (undici's text/plain, none from Bun's fetch).
  const jsonInit = { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } };
  expect(await (await s.call('/upload/any', jsonInit)).json()).toEqual({ type: 'object' });
});
