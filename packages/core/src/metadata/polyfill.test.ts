import { expect, test } from 'bun:test';
import { metadataSymbol, readParamTypes } from './polyfill.ts';

class Dependency {}
const noop = () => {};

@(noop as ClassDecorator)
class Decorated {
  constructor(
    readonly dependency: Dependency,
    readonly count: number,
  ) {}
  method(_a: string): void {}
}

test('Symbol.metadata is the registered symbol Bun falls back to', () => {
  expect(metadataSymbol).toBe(Symbol.for('Symbol.metadata'));
  expect((Symbol as { metadata?: symbol }).metadata).toBe(metadataSymbol);
});

test('Bun emits design:paramtypes through the built-in Reflect.metadata (no reflect-metadata package)', () => {
  expect(readParamTypes(Decorated)).toEqual([Dependency, Number]);
  expect(readParamTypes(Decorated.prototype, 'method')).toBeUndefined();
});
