// `bun:test` for the shared suite on Node: node:test runs it, and `expect` covers the matchers the suite uses.
import assert from 'node:assert/strict';
import * as nodeTest from 'node:test';

type Body = () => unknown;

export const describe = (name: string, body: () => void): void => void nodeTest.describe(name, body);
export const test = (name: string, body: Body, timeout?: number): void =>
  void nodeTest.test(name, timeout === undefined ? {} : { timeout }, body as () => Promise<void>);
export const beforeAll = (body: Body, timeout?: number): void => void nodeTest.before(body, { timeout });
export const afterAll = (body: Body, timeout?: number): void => void nodeTest.after(body, { timeout });
export const beforeEach = (body: Body): void => void nodeTest.beforeEach(body);
export const afterEach = (body: Body): void => void nodeTest.afterEach(body);

interface Spy {
  readonly mock: { readonly calls: unknown[][] };
  mockImplementation(implementation: (...args: unknown[]) => unknown): Spy;
  mockRestore(): void;
}

/** `spyOn(object, method)`: records calls; `mockImplementation` replaces the method until `mockRestore()`. */
export function spyOn<T extends object>(target: T, method: keyof T & string): Spy {
  const original = target[method] as (...args: unknown[]) => unknown;
  const calls: unknown[][] = [];
  let implementation = original;
  const spy: Spy = {
    mock: { calls },
    mockImplementation(replacement) {
      implementation = replacement;
      return spy;
    },
    mockRestore: () => void Object.assign(target, { [method]: original }),
  };
  const recording = Object.assign((...args: unknown[]) => {
    calls.push(args);
    return implementation.apply(target, args);
  }, spy);
  Object.assign(target, { [method]: recording });
  return recording as unknown as Spy;
}

// Bun's toMatchObject: every key of `expected` is in `actual`, objects compared the same way at every depth.
function matches(actual: unknown, expected: unknown): boolean {
  if (expected === null || typeof expected !== 'object') return Object.is(actual, expected);
  if (actual === null || typeof actual !== 'object') return false;
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return false;
    return expected.every((item, index) => matches(actual[index], item));
  }
  return Object.entries(expected).every(([key, value]) => matches((actual as Record<string, unknown>)[key], value));
}

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

function messageMatches(error: unknown, expected?: string | RegExp): boolean {
  if (error === undefined) return false;
  if (expected === undefined) return true;
  const message = error instanceof Error ? error.message : String(error);
  return typeof expected === 'string' ? message.includes(expected) : expected.test(message);
}

function matchers(actual: unknown, negated: boolean) {
  const check = (passed: boolean, message: string) => {
    if (passed === negated) assert.fail(`${negated ? 'not ' : ''}${message}`);
  };
  const show = (value: unknown) => {
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  };
  return {
    toBe: (expected: unknown) => check(Object.is(actual, expected), `expected ${show(actual)} to be ${show(expected)}`),
    toEqual(expected: unknown) {
      let equal = true;
      try {
        assert.deepStrictEqual(actual, expected);
      } catch {
        // Bun's toEqual ignores undefined properties, as JSON does.
        equal = show(actual) === show(expected) && matches(actual, expected) && matches(expected, actual);
      }
      check(equal, `expected ${show(actual)} to equal ${show(expected)}`);
    },
    toMatchObject: (expected: unknown) =>
      check(matches(actual, expected), `expected ${show(actual)} to match ${show(expected)}`),
    toContain: (item: unknown) =>
      check(
        typeof actual === 'string' ? actual.includes(item as string) : (actual as unknown[]).includes(item),
        `expected ${show(actual)} to contain ${show(item)}`,
      ),
    toHaveLength: (length: number) =>
      check((actual as { length: number }).length === length, `expected ${show(actual)} to have length ${length}`),
    toMatch: (pattern: RegExp) => check(pattern.test(actual as string), `expected ${show(actual)} to match ${pattern}`),
    toStartWith: (prefix: string) =>
      check((actual as string).startsWith(prefix), `expected ${show(actual)} to start with ${prefix}`),
    toBeGreaterThanOrEqual: (bound: number) =>
      check((actual as number) >= bound, `expected ${show(actual)} to be >= ${bound}`),
    toBeLessThanOrEqual: (bound: number) =>
      check((actual as number) <= bound, `expected ${show(actual)} to be <= ${bound}`),
    toHaveBeenCalledTimes: (times: number) => {
      const calls = (actual as Spy).mock.calls.length;
      check(calls === times, `expected ${calls} calls to be ${times}`);
    },
    toThrow: (expected?: string | RegExp) => {
      const error = thrownBy(actual as () => unknown);
      check(messageMatches(error, expected), `expected a throw matching ${expected}, got ${show(String(error))}`);
    },
  };
}

/** `expect(value)` with Bun's matchers the suite uses, `.not` and `.rejects`. */
export function expect(actual: unknown) {
  return {
    ...matchers(actual, false),
    not: matchers(actual, true),
    rejects: {
      async toThrow(expected?: string | RegExp) {
        let error: unknown;
        try {
          await actual;
        } catch (caught) {
          error = caught ?? new Error('rejected');
        }
        if (!messageMatches(error, expected)) assert.fail(`expected a rejection matching ${expected}, got ${error}`);
      },
    },
  };
}
