import { expect, test } from 'bun:test';
import { joinPaths, readFirstSegment } from './path.ts';

test('joinPaths: leading slash, no trailing slash except "/", collapsed slashes (spec rule 2)', () => {
  expect(joinPaths('api', 'users')).toBe('/api/users');
  expect(joinPaths('/api/', '/users/', '')).toBe('/api/users');
  expect(joinPaths('//api//', '//users//')).toBe('/api/users');
  expect(joinPaths('', '', '')).toBe('/');
  expect(joinPaths('/')).toBe('/');
  expect(joinPaths('/api/users', ':id')).toBe('/api/users/:id');
});

test('readFirstSegment', () => {
  expect(readFirstSegment('/api/users')).toBe('api');
  expect(readFirstSegment('/api')).toBe('api');
  expect(readFirstSegment('/')).toBe('');
});
