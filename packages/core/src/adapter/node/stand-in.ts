/**
 * Makes `standIn`'s instances pass `instanceof Web` and answer every member their class does not define
 * from `toReal(instance)`, the Web object made on first need: a property lookup that misses the class ends
 * in a proxy behind its prototype, so the members the class defines cost nothing extra.
 */
export function forwardToReal<T extends object>(
  standIn: { prototype: T },
  Web: { prototype: object },
  toReal: (instance: T) => object,
): void {
  const forward = new Proxy(Object.create(Web.prototype) as object, {
    get(_target, key, receiver: T) {
      const real = toReal(receiver);
      const value: unknown = Reflect.get(real, key);
      // A Web method checks its `this`: it runs on the real object.
      return typeof value === 'function' ? value.bind(real) : value;
    },
  });
  Object.setPrototypeOf(standIn.prototype, forward);
  // A promise resolved with a stand-in looks for `then`, which a Web object never has: not worth building it.
  Object.defineProperty(standIn.prototype, 'then', { value: undefined });
}
