// `bun:test` for suites run on Node (hooks.mjs maps the import here): node:test runs the tests, with Bun's
// default timeout of 5 s unless a test or `setDefaultTimeout` names another.
import * as nodeTest from 'node:test';

export { expect } from './expect.ts';
export { spyOn } from './spy.ts';

type Body = () => unknown;
type Timeout = number | { readonly timeout?: number };

let defaultTimeout = 5_000;

export function setDefaultTimeout(milliseconds: number): void {
  defaultTimeout = milliseconds;
}

const timeoutOf = (timeout?: Timeout) => (typeof timeout === 'number' ? timeout : timeout?.timeout) ?? defaultTimeout;
// node:test passes its context (and a callback to a two-parameter body): Bun's bodies take nothing.
const run = (body: Body) => () => body() as Promise<void>;

export const describe = (name: string, body: () => void): void => void nodeTest.describe(name, body);
export const test = (name: string, body: Body, timeout?: Timeout): void =>
  void nodeTest.test(name, { timeout: timeoutOf(timeout) }, run(body));
export const beforeAll = (body: Body, timeout?: Timeout): void =>
  void nodeTest.before(run(body), { timeout: timeoutOf(timeout) });
export const afterAll = (body: Body, timeout?: Timeout): void =>
  void nodeTest.after(run(body), { timeout: timeoutOf(timeout) });
export const beforeEach = (body: Body): void => void nodeTest.beforeEach(run(body));
export const afterEach = (body: Body): void => void nodeTest.afterEach(run(body));
