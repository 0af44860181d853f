/**
 * A method decorator usable under both compiler modes: `experimentalDecorators` calls it with
 * `(prototype, key, descriptor)`, the TC39 form with `(method, context)`.
 */
export interface DualMethodDecorator {
  (target: object, propertyKey: string | symbol, descriptor: PropertyDescriptor): void;
  (value: (this: never, ...args: never[]) => unknown, context: ClassMethodDecoratorContext): void;
}

/** A class decorator usable under both compiler modes. */
export type DualClassDecorator = <T extends abstract new (...args: never[]) => object>(
  value: T,
  context?: ClassDecoratorContext,
) => void;
