import type ts from 'typescript';
import { readTypeParameterDeclarations } from './declared-types.ts';

/**
 * Which type parameters may be written by name: those of the alias whose body is being printed.
 * @example
 * const scope = new TypeParameterScope(checker);
 * scope.within(pageSymbol, () => print(pageBody)); // Page's `T` is written as `T` inside
 * scope.print(handlerT, print); // elsewhere: its constraint, or 'unknown'
 */
export class TypeParameterScope {
  readonly #checker: ts.TypeChecker;
  /** The type parameters of the alias whose body is being printed: the only ones with a meaning. */
  #declared: ReadonlySet<ts.Type> = new Set();
  /** Type parameters whose constraint is being printed, so `T extends { next?: T }` ends. */
  readonly #constraining = new Set<ts.Type>();

  constructor(checker: ts.TypeChecker) {
    this.#checker = checker;
  }

  /** Runs `print` with the type parameters `symbol` declares in scope (alias bodies do not nest). */
  within<T>(symbol: ts.Symbol, print: () => T): T {
    const declared = readTypeParameterDeclarations(symbol).map((node) => this.#checker.getTypeAtLocation(node));
    this.#declared = new Set(declared);
    try {
      return print();
    } finally {
      this.#declared = new Set();
    }
  }

  /** Runs `print` with a mapped type's own key (`K` in `{ [K in keyof T]: T[K] }`) in scope too. */
  withKey<T>(parameter: ts.Type, print: () => T): T {
    const outer = this.#declared;
    this.#declared = new Set([...outer, parameter]);
    try {
      return print();
    } finally {
      this.#declared = outer;
    }
  }

  /** A type parameter: its name in scope, else what `printType` writes for its constraint, else `unknown`. */
  print(type: ts.Type, printType: (type: ts.Type) => string): string {
    if (this.#declared.has(type)) return type.symbol?.name ?? 'unknown';
    const constraint = this.#constraining.has(type) ? undefined : type.getConstraint();
    if (!constraint) return 'unknown';
    this.#constraining.add(type);
    try {
      return printType(constraint);
    } finally {
      this.#constraining.delete(type);
    }
  }
}

/**
 * The type parameter list an alias is declared with, printed by `printType`; `''` when it has none.
 * @example
 * printTypeParameterList(pageSymbol, checker, print); // '<T extends object = {}>'
 */
export function printTypeParameterList(
  symbol: ts.Symbol,
  checker: ts.TypeChecker,
  printType: (type: ts.Type) => string,
): string {
  const parameters = readTypeParameterDeclarations(symbol);
  if (!parameters.length) return '';
  const printed = parameters.map((parameter) => {
    const constraint = parameter.constraint
      ? ` extends ${printType(checker.getTypeFromTypeNode(parameter.constraint))}`
      : '';
    const fallback = parameter.default ? ` = ${printType(checker.getTypeFromTypeNode(parameter.default))}` : '';
    return `${parameter.name.text}${constraint}${fallback}`;
  });
  return `<${printed.join(', ')}>`;
}
