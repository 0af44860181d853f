import { expect, test } from 'bun:test';
import { ALL_METHODS, type HttpMethod as RoutedMethod } from '#core/methods';
import { createProxy } from './proxy.ts';
import type { HttpMethod } from './types.ts';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
// The client's method keys are @fw/core's methods in lower case (README "Size"): tsc fails here if they part.
const sameMethods: Equal<HttpMethod, Lowercase<RoutedMethod>> = true;

type Node = Record<string, Record<string, (...args: unknown[]) => unknown>>;

test('a call on a method @fw/core routes, in lower case, is a request; any other name is a path segment', () => {
  const requests: string[] = [];
  const api = createProxy([], (method, path) => requests.push(`${method} /${path.join('/')}`)) as Node;
  for (const method of ALL_METHODS) api.users[method.toLowerCase()]();
  expect(requests).toEqual(ALL_METHODS.map((method) => `${method.toLowerCase()} /users`));
  for (const name of ['trace', 'connect', 'query', 'GET', 'Get']) {
    expect(() => api.users[name]()).toThrow('expects a path parameter object');
  }
  expect(requests).toHaveLength(ALL_METHODS.length);
  expect(sameMethods).toBe(true);
});
