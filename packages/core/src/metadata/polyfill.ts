/**
 * Installed on import of @fw/core, before any user class is evaluated (ES module order).
 * - `Symbol.metadata`: TC39 decorator metadata (TS 5.2). Bun 1.4.5's Stage 3 lowering falls back to
 *   `Symbol.for('Symbol.metadata')` when the global is missing, so the polyfill uses the same registered
 *   symbol and both agree whichever runs first.
 * - `Reflect.metadata` / `Reflect.getOwnMetadata`: the two calls the compiler's `emitDecoratorMetadata`
 *   output and our reader need, so no `reflect-metadata` package is required. An existing implementation
 *   (the real package) is left in place.
 */
type MetadataKey = unknown;
type Target = object;
type PropertyKeyOrClass = string | symbol | undefined;

interface ReflectMetadata {
  metadata?: (key: MetadataKey, value: unknown) => (target: Target, property?: PropertyKeyOrClass) => void;
  getOwnMetadata?: (key: MetadataKey, target: Target, property?: PropertyKeyOrClass) => unknown;
}

const symbolCtor = Symbol as unknown as { metadata?: symbol };
symbolCtor.metadata ??= Symbol.for('Symbol.metadata');

const reflect = Reflect as unknown as ReflectMetadata;
if (typeof reflect.metadata !== 'function' || typeof reflect.getOwnMetadata !== 'function') {
  const store = new WeakMap<Target, Map<PropertyKeyOrClass, Map<MetadataKey, unknown>>>();
  reflect.metadata = (key, value) => (target, property) => {
    let byProperty = store.get(target);
    if (!byProperty) store.set(target, (byProperty = new Map()));
    let byKey = byProperty.get(property);
    if (!byKey) byProperty.set(property, (byKey = new Map()));
    byKey.set(key, value);
  };
  reflect.getOwnMetadata = (key, target, property) => store.get(target)?.get(property)?.get(key);
}

/** `design:paramtypes` of a constructor (`property` undefined) or a method, when the compiler emitted it. */
export function readParamTypes(target: object, property?: string | symbol): readonly unknown[] | undefined {
  const value = reflect.getOwnMetadata?.('design:paramtypes', target, property);
  return Array.isArray(value) ? value : undefined;
}

/** The TC39 metadata symbol (polyfilled above). */
export const metadataSymbol: symbol = symbolCtor.metadata;
