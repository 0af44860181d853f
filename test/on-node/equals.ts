// Bun's equality for toEqual and toMatchObject: undefined properties ignored, asymmetric matchers
// (`expect.any(String)`) match by their own rule, and toMatchObject reads only the expected keys.

/** A value that matches by a rule rather than by equality (`expect.any`, `expect.stringMatching`). */
export class Asymmetric {
  constructor(
    readonly description: string,
    readonly matches: (actual: unknown) => boolean,
  ) {}
  toJSON(): string {
    return this.description;
  }
}

function definedKeys(value: object): string[] {
  return Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined);
}

function sameBytes(actual: ArrayBufferView, expected: ArrayBufferView): boolean {
  const a = new Uint8Array(actual.buffer, actual.byteOffset, actual.byteLength);
  const b = new Uint8Array(expected.buffer, expected.byteOffset, expected.byteLength);
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

function objectsEqual(actual: object, expected: object, partial: boolean): boolean {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return false;
    return expected.every((item, index) => equals(actual[index], item, partial));
  }
  if (ArrayBuffer.isView(expected)) return ArrayBuffer.isView(actual) && sameBytes(actual, expected);
  if (expected instanceof Date) return actual instanceof Date && actual.getTime() === expected.getTime();
  if (expected instanceof RegExp) return actual instanceof RegExp && String(actual) === String(expected);
  if (expected instanceof Map || expected instanceof Set) {
    const kind = expected.constructor as typeof Map | typeof Set;
    return actual instanceof kind && equals([...actual.entries()], [...expected.entries()], partial);
  }
  if (expected instanceof Error && !(actual instanceof Error && actual.message === expected.message)) return false;
  const keys = definedKeys(expected);
  if (!partial && definedKeys(actual).length !== keys.length) return false;
  return keys.every((key) =>
    equals((actual as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key], partial),
  );
}

/** `partial`: toMatchObject's rule, the expected keys only, at every depth. */
export function equals(actual: unknown, expected: unknown, partial = false): boolean {
  if (expected instanceof Asymmetric) return expected.matches(actual);
  if (Object.is(actual, expected)) return true;
  if (expected === null || typeof expected !== 'object') return false;
  if (actual === null || typeof actual !== 'object') return false;
  return objectsEqual(actual, expected, partial);
}
