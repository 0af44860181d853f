/**
 * Telling the two decorator forms apart the way Lit does: a Stage 3 decorator's second argument is a
 * context object with `kind`; an experimental one gets a property key or `undefined`.
 */
export interface Stage3Context {
  readonly kind: string;
  readonly name: string | symbol | undefined;
  readonly metadata: object;
}

let seenForm: 'experimental' | 'stage3' | undefined;

export function isStage3Context(value: unknown): value is Stage3Context {
  const stage3 = typeof value === 'object' && value !== null && 'kind' in value && 'metadata' in value;
  // Every fw decorator asks this once per use; one program is compiled in one form.
  seenForm = stage3 ? 'stage3' : 'experimental';
  return stage3;
}

/** The decorator form fw's decorators ran in, for error messages that name the fix of that form. */
export function readSeenForm(): 'experimental' | 'stage3' | undefined {
  return seenForm;
}

/** The class an experimental member decorator belongs to (`target` is the prototype, or the class for statics). */
export function ownerOf(target: object): object {
  return typeof target === 'function' ? target : (target as { constructor: object }).constructor;
}

type AnyClass = abstract new (...args: never[]) => object;

/** A method decorator usable in both forms. */
export interface DualMethodDecorator {
  (target: object, key: string | symbol, descriptor?: PropertyDescriptor): void;
  // `Function` because TypeScript checks a method of any signature against this overload.
  (value: Function, context: ClassMethodDecoratorContext): void;
}

/** A class decorator usable in both forms. */
export interface DualClassDecorator {
  <T extends AnyClass>(value: T): void;
  <T extends AnyClass>(value: T, context: ClassDecoratorContext<T>): void;
}

/** A decorator usable on classes and methods, in both forms. */
export interface DualClassOrMethodDecorator extends DualClassDecorator, DualMethodDecorator {}
