import { expect, test } from 'bun:test';
import { toContentType } from './content-type.ts';

test('known extensions, case-insensitive, by the last dot', () => {
  expect(toContentType('index.html')).toBe('text/html; charset=utf-8');
  expect(toContentType('assets/app-1a2b3c4d.JS')).toBe('text/javascript; charset=utf-8');
  expect(toContentType('a.b/style.css')).toBe('text/css; charset=utf-8');
  expect(toContentType('font.woff2')).toBe('font/woff2');
});

test('unknown, missing or dot-leading names are octet-stream', () => {
  expect(toContentType('LICENSE')).toBe('application/octet-stream');
  expect(toContentType('x.unknownext')).toBe('application/octet-stream');
  expect(toContentType('dir.d/README')).toBe('application/octet-stream');
});

test('the audio and video formats browsers play are typed as media, so small clips get Range', () => {
  expect(toContentType('media/clip.mov')).toBe('video/quicktime');
  expect(toContentType('media/clip.m4v')).toBe('video/mp4');
  expect(toContentType('media/voice.opus')).toBe('audio/ogg');
  expect(toContentType('media/beep.aac')).toBe('audio/aac');
  expect(toContentType('media/beep.weba')).toBe('audio/webm');
});
