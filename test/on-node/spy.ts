// Bun's `spyOn` for suites run on Node: records calls; `mockImplementation` replaces the method.

export interface Spy {
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
