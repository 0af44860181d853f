// The path form the server plugin compares the contract's routes with the app's in: the one
// @fw/core's route table and router use (test/live/server-plugin.test.ts drives the whole check).
import { expect, test } from 'bun:test';
import { toRouterPath } from '../../src/server-plugin/router-path.ts';

test('a declared path is compared as the router sees it: encoded, escapes in upper case, param names left out', () => {
  expect(toRouterPath('/api/users/:id')).toBe('/api/users/:');
  expect(toRouterPath('/api/users/:userId')).toBe(toRouterPath('/api/users/:id'));
  // One route to the server (the core's toRequestPath and upperCaseEscapes), one here.
  expect(toRouterPath('/api/café')).toBe('/api/caf%C3%A9');
  expect(toRouterPath('/api/caf%c3%a9')).toBe('/api/caf%C3%A9');
  expect(toRouterPath('/files/my file')).toBe('/files/my%20file');
  expect(toRouterPath('/a/{b}^')).toBe('/a/%7Bb%7D%5E');
  // Slashes as the path rules join them.
  expect(toRouterPath('api//users/')).toBe('/api/users');
  expect(toRouterPath('/')).toBe('/');
  // Different paths stay different.
  expect(toRouterPath('/api/users')).not.toBe(toRouterPath('/api/Users'));
});
