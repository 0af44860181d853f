// Bun's `expect` for suites run on Node: the matchers fw's suites use, `.not`, `.rejects`, and the asymmetric
// matchers `expect.any`, `expect.stringContaining`, `expect.stringMatching`.
import assert from 'node:assert/strict';
import { Asymmetric, equals } from './equals.ts';
import type { Spy } from './spy.ts';

type ErrorClass = abstract new (...args: never[]) => unknown;
type Expected = string | RegExp | ErrorClass | Error;

function show(value: unknown): string {
  if (typeof value === 'function') return `[function ${value.name}]`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error ?? new Error('threw nothing');
  }
  return undefined;
}

function errorMatches(error: unknown, expected?: Expected): boolean {
  if (error === undefined) return false;
  if (expected === undefined) return true;
  if (typeof expected === 'function') return error instanceof expected;
  if (expected instanceof Error) return error instanceof Error && error.message === expected.message;
  const message = error instanceof Error ? error.message : String(error);
  return typeof expected === 'string' ? message.includes(expected) : expected.test(message);
}

function matchers(actual: unknown, negated: boolean) {
  const check = (passed: boolean, message: () => string) => {
    if (passed === negated) assert.fail(`${negated ? 'not ' : ''}${message()}`);
  };
  const compare = (passed: boolean, relation: string, expected: unknown) =>
    check(passed, () => `expected ${show(actual)} ${relation} ${show(expected)}`);
  const number = actual as number;
  return {
    toBe: (expected: unknown) => compare(Object.is(actual, expected), 'to be', expected),
    toEqual: (expected: unknown) => compare(equals(actual, expected), 'to equal', expected),
    toMatchObject: (expected: unknown) => compare(equals(actual, expected, true), 'to match', expected),
    toContain: (item: unknown) =>
      compare(
        typeof actual === 'string' ? actual.includes(item as string) : (actual as unknown[]).includes(item),
        'to contain',
        item,
      ),
    toHaveLength: (length: number) =>
      compare((actual as { length: number }).length === length, 'to have length', length),
    toMatch: (pattern: RegExp | string) =>
      compare(
        typeof pattern === 'string' ? String(actual).includes(pattern) : pattern.test(String(actual)),
        'to match',
        String(pattern),
      ),
    toStartWith: (prefix: string) => compare(String(actual).startsWith(prefix), 'to start with', prefix),
    toBeInstanceOf: (type: ErrorClass) => compare(actual instanceof type, 'to be an instance of', type),
    toBeUndefined: () => compare(actual === undefined, 'to be', undefined),
    toBeNull: () => compare(actual === null, 'to be', null),
    toBeGreaterThan: (bound: number) => compare(number > bound, 'to be >', bound),
    toBeGreaterThanOrEqual: (bound: number) => compare(number >= bound, 'to be >=', bound),
    toBeLessThan: (bound: number) => compare(number < bound, 'to be <', bound),
    toBeLessThanOrEqual: (bound: number) => compare(number <= bound, 'to be <=', bound),
    toHaveBeenCalledTimes: (times: number) => compare((actual as Spy).mock.calls.length === times, 'calls:', times),
    toThrow: (expected?: Expected) => {
      const error = thrownBy(actual as () => unknown);
      check(errorMatches(error, expected), () => `expected a throw matching ${show(expected)}, got ${String(error)}`);
    },
  };
}

async function rejection(promise: unknown): Promise<unknown> {
  try {
    await promise;
  } catch (caught) {
    return caught ?? new Error('rejected');
  }
  return undefined;
}

/** `expect(value)` with Bun's matchers fw's suites use, `.not` and `.rejects`. */
export function expect(actual: unknown) {
  return {
    ...matchers(actual, false),
    not: matchers(actual, true),
    rejects: {
      async toThrow(expected?: Expected) {
        const error = await rejection(actual);
        if (!errorMatches(error, expected))
          assert.fail(`expected a rejection matching ${show(expected)}, got ${error}`);
      },
    },
  };
}

expect.any = (type: ErrorClass | StringConstructor | NumberConstructor | BooleanConstructor) =>
  new Asymmetric(`any ${type.name}`, (actual) =>
    type === String
      ? typeof actual === 'string'
      : type === Number
        ? typeof actual === 'number'
        : type === Boolean
          ? typeof actual === 'boolean'
          : actual instanceof (type as ErrorClass),
  );
expect.stringContaining = (part: string) =>
  new Asymmetric(`a string containing ${part}`, (actual) => typeof actual === 'string' && actual.includes(part));
expect.stringMatching = (pattern: RegExp | string) =>
  new Asymmetric(
    `a string matching ${pattern}`,
    (actual) => typeof actual === 'string' && new RegExp(pattern).test(actual),
  );
