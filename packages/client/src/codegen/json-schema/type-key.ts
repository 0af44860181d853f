import ts from 'typescript';

/** An anonymous type's key: its full text, with module paths, so two `User`s of two files stay apart. */
const TEXT_FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType;

/**
 * A type's identity that holds across checkers: declarations by file and position, with their type arguments;
 * the checker's full text only for anonymous types, which have no declaration of their own.
 * @example
 * const keys = new TypeKeys(checker);
 * keys.of(pageOfUser); // 'R/api/src/page.ts:0<D/api/src/user.ts:0>'
 */
export class TypeKeys {
  readonly #checker: ts.TypeChecker;
  readonly #known = new Map<ts.Type, string>();

  constructor(checker: ts.TypeChecker) {
    this.#checker = checker;
  }

  of(type: ts.Type): string {
    let key = this.#known.get(type);
    if (key === undefined) this.#known.set(type, (key = this.#read(type)));
    return key;
  }

  #read(type: ts.Type): string {
    const alias = type.aliasSymbol;
    if (alias?.declarations?.length) return `A${place(alias)}${this.#args(type.aliasTypeArguments ?? [])}`;
    const symbol = type.symbol;
    if (type.flags & ts.TypeFlags.EnumLike && symbol?.declarations?.length) return `E${place(symbol)}`;
    // Members are in the checker's order of creation: sorted, the key is the same in every generation.
    if (type.isUnion())
      return `U(${type.types
        .map((member) => this.of(member))
        .sort()
        .join('|')})`;
    if (type.isIntersection()) return `I(${type.types.map((member) => this.of(member)).join('&')})`;
    if (type.flags & ts.TypeFlags.Object) {
      const object = type as ts.ObjectType;
      const named = object.objectFlags & (ts.ObjectFlags.Reference | ts.ObjectFlags.Interface | ts.ObjectFlags.Class);
      const target = object.objectFlags & ts.ObjectFlags.Reference ? (object as ts.TypeReference).target : object;
      if (named && target.symbol?.declarations?.length) {
        const args =
          object.objectFlags & ts.ObjectFlags.Reference
            ? this.#checker.getTypeArguments(object as ts.TypeReference)
            : [];
        return `R${place(target.symbol)}${this.#args(args)}`;
      }
    }
    return `T${this.#checker.typeToString(type, undefined, TEXT_FLAGS)}`;
  }

  #args(args: readonly ts.Type[]): string {
    return args.length === 0 ? '' : `<${args.map((arg) => this.of(arg)).join(',')}>`;
  }
}

function place(symbol: ts.Symbol): string {
  const declaration = symbol.declarations?.[0] as ts.Declaration;
  return `${declaration.getSourceFile().fileName}:${declaration.pos}`;
}
