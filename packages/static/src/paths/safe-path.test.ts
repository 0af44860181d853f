import { describe, expect, test } from 'bun:test';
import { isHiddenPath, stripPrefix, toFilePath, toRelativePath } from './safe-path.ts';

describe('toRelativePath', () => {
  test('plain paths under the mount point', () => {
    expect(toRelativePath('/assets/app.js', '/')).toBe('assets/app.js');
    expect(toRelativePath('/', '/')).toBe('');
    expect(toRelativePath('/docs/', '/')).toBe('docs/');
    expect(toRelativePath('/app/assets/app.js', '/app')).toBe('assets/app.js');
    expect(toRelativePath('/app', '/app')).toBe('');
  });

  test('escapes a client must use are decoded once', () => {
    expect(toRelativePath('/my%20file.txt', '/')).toBe('my file.txt');
    expect(toRelativePath('/caf%C3%A9.png', '/')).toBe('café.png');
    expect(toRelativePath('/a%3Fb%23c', '/')).toBe('a?b#c');
  });

  const refused: [string, string][] = [
    ['..', '/assets/../index.html'],
    ['.', '/./index.html'],
    ['%2e%2e', '/%2e%2e/secret.txt'],
    ['%2E%2E mixed', '/.%2E/secret.txt'],
    ['%2F', '/assets%2Fapp.js'],
    ['%5C', '/assets%5Capp.js'],
    ['raw backslash', '/assets\\app.js'],
    ['empty segment', '//assets/app.js'],
    ['empty inner segment', '/assets//app.js'],
    ['NUL', '/index.html%00.js'],
    ['control character', '/a%0Ab.txt'],
    ['double encoding', '/%252e%252e/secret.txt'],
    ['over-encoded letter', '/%61ssets/app.js'],
    ['over-encoded dot', '/robots%2Etxt'],
    ['truncated escape', '/a%2'],
    ['non-hex escape', '/a%zz.txt'],
    ['invalid UTF-8', '/%C3%28.txt'],
    ['dotfile', '/.env'],
    ['dot directory', '/.git/config'],
    ['nested .well-known', '/docs/.well-known/x'],
  ];
  for (const [name, pathname] of refused) {
    test(`refuses ${name}: ${JSON.stringify(pathname)}`, () => {
      expect(toRelativePath(pathname, '/')).toBeNull();
    });
  }

  test('refuses paths outside the prefix, including a sibling sharing its name', () => {
    expect(toRelativePath('/other/app.js', '/app')).toBeNull();
    expect(toRelativePath('/application/app.js', '/app')).toBeNull();
  });

  test('a leading /.well-known is allowed', () => {
    expect(toRelativePath('/.well-known/security.txt', '/')).toBe('.well-known/security.txt');
  });
});

test('toFilePath names the index file for the mount point and directories', () => {
  expect(toFilePath('', 'index.html')).toBe('index.html');
  expect(toFilePath('docs/', 'index.html')).toBe('docs/index.html');
  expect(toFilePath('assets/app.js', 'index.html')).toBe('assets/app.js');
});

test('stripPrefix needs a segment boundary', () => {
  expect(stripPrefix('/app/x', '/app')).toBe('x');
  expect(stripPrefix('/appx', '/app')).toBeNull();
  expect(stripPrefix('x', '/')).toBeNull();
});

test('isHiddenPath', () => {
  expect(isHiddenPath('.env')).toBe(true);
  expect(isHiddenPath('a/.b/c')).toBe(true);
  expect(isHiddenPath('../x')).toBe(true);
  expect(isHiddenPath('.well-known/x')).toBe(false);
  expect(isHiddenPath('a/b.c')).toBe(false);
});
