import ts from 'typescript';
import { AliasReferences } from './alias-references.ts';
import { describeDeclaration, type AliasEntry, type AliasStore, type StoredAlias } from './alias-store.ts';
import { namesDroppedMember } from './data-members.ts';
import { printEnumValues, readTypeParameterCount, readTypeParameterDeclarations } from './declared-types.ts';
import { printProperty, printSignature, printTuple, type TypeText } from './print-members.ts';
import { readExportName } from './read-export-name.ts';
import type { ReplayOrder } from './replay-order.ts';
import { quote } from './text.ts';
import { dependsOnCreationOrder, isMappedType, isPrintedInCheckerOrder } from './type-order.ts';
import { wrapOperand } from './wrap-operand.ts';

const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
/** What a printer needs besides the program. */
export interface PrinterOptions {
  readonly importTypes: boolean;
  /** Outlives the printer: aliases printed by earlier generations. */
  readonly aliases: AliasStore;
  /** Types whose creation order pinTypes fixed. */
  readonly pinned: ReadonlySet<ts.Type>;
  readonly order: ReplayOrder;
}

/**
 * Turns checker types into TypeScript text for the contract (spec "Generated contract file"):
 * named interfaces, type aliases, enums and DTO classes become local aliases, anonymous object types
 * stay inline, DTO classes keep data members only, `Date` becomes `string` at any depth, and the
 * global library's generics (`Partial`, `Record`, `Map`...) are written by name because the frontend
 * has them too.
 *
 * One printer serves one generation; the aliases it prints are kept in `options.aliases`, which
 * outlives it, and reused while their files are fresh. It counts "unstable" prints, whose text
 * depends on the order the checker created types in (see ReplayOrder).
 *
 * @example
 * const printer = new TypePrinter(program, { importTypes: false, aliases, pinned, order });
 * const text = printer.print(checker.getTypeAtLocation(node)); // '\u00000\u0000[]' until names are assigned
 * printer.drain();
 */
export class TypePrinter implements TypeText {
  readonly #program: ts.Program;
  readonly #checker: ts.TypeChecker;
  readonly #importTypes: boolean;
  readonly #aliases: AliasStore;
  readonly #pinned: ReadonlySet<ts.Type>;
  readonly #references: AliasReferences;
  #unstable = 0;
  readonly #inlining = new Set<ts.Type>();
  /** The type parameters of the alias whose body is being printed: the only ones with a meaning. */
  #declaredParameters: ReadonlySet<ts.Type> = new Set();
  /** Type parameters whose constraint is being printed, so `T extends { next?: T }` ends. */
  readonly #constraining = new Set<ts.Type>();

  constructor(program: ts.Program, options: PrinterOptions) {
    this.#program = program;
    this.#checker = program.getTypeChecker();
    this.#importTypes = options.importTypes;
    this.#aliases = options.aliases;
    this.#pinned = options.pinned;
    this.#references = new AliasReferences(options.aliases, options.order);
  }

  /** Every alias the contract needs, transitively. Call `drain()` first. */
  get entries(): readonly AliasEntry[] {
    return this.#references.entries;
  }

  /** A point in the reference log: what is printed after it is returned by `referencedSince()`. */
  mark(): number {
    return this.#references.mark();
  }

  /** The aliases referenced since `mark`, each once. */
  referencedSince(mark: number): number[] {
    return this.#references.referencedSince(mark);
  }

  /** How many unstable texts were printed so far: a step compares it before and after. */
  get unstablePrints(): number {
    return this.#unstable;
  }

  /** Records references of text printed in an earlier generation, as if it had just been printed. */
  use(ids: readonly number[]): void {
    this.#references.use(ids);
  }

  print(type: ts.Type): string {
    return this.#print(type, undefined);
  }

  /** Prints a union of the given members (for slots and responses that drop or add members). */
  printUnion(types: readonly ts.Type[]): string {
    return this.#joinUnion(types);
  }

  /**
   * Collects the aliases referenced so far and the ones their bodies refer to, printing the bodies
   * the store does not hold.
   */
  drain(): void {
    this.#references.drain((id) => this.#fill(id));
  }

  /** Replaces placeholders with the names `assignAliasNames` chose. */
  static resolve(text: string, names: ReadonlyMap<number, string>): string {
    return AliasReferences.resolve(text, names);
  }

  #print(type: ts.Type, expanding: ts.Symbol | undefined): string {
    if (this.#isDate(type)) return 'string';
    const alias = type.aliasSymbol;
    const aliasArguments = type.aliasTypeArguments ?? [];
    // `Pick<Dto, 'greet'>` by name would name a member the contract's Dto lacks: written out instead.
    const byName = alias && alias !== expanding && alias.declarations?.length;
    if (byName && !namesDroppedMember(type, aliasArguments, this.#checker)) {
      const args = this.#printArguments(aliasArguments);
      if (this.#isLibrary(alias)) return alias.name + args;
      return this.#references.reference(alias) + args;
    }
    const flags = type.flags;
    if (flags & ts.TypeFlags.EnumLike && flags & ts.TypeFlags.Union && type.symbol?.flags & ts.SymbolFlags.Enum) {
      return type.symbol === expanding ? printEnumValues(type.symbol, this.#checker) : this.#references.reference(type.symbol);
    }
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return 'unknown';
    if (type.isStringLiteral()) return quote(type.value);
    if (type.isNumberLiteral()) return String(type.value);
    if (flags & ts.TypeFlags.BigIntLiteral) {
      const { negative, base10Value } = (type as ts.BigIntLiteralType).value;
      return `${negative ? '-' : ''}${base10Value}n`;
    }
    if (flags & ts.TypeFlags.Union) return this.#joinUnion((type as ts.UnionType).types);
    if (flags & ts.TypeFlags.Intersection) {
      return (type as ts.IntersectionType).types.map((part) => wrapOperand(this.#print(part, undefined))).join(' & ');
    }
    if (flags & ts.TypeFlags.TypeParameter) return this.#printTypeParameter(type);
    if (flags & ts.TypeFlags.Object) return this.#printObject(type as ts.ObjectType, expanding);
    // Primitives, boolean literals, template literal types and deferred generic forms print as the
    // checker writes them: they name nothing from the server's source.
    if (isPrintedInCheckerOrder(type)) this.#unstable++;
    return this.#checker.typeToString(type, undefined, FLAGS);
  }

  #joinUnion(types: readonly ts.Type[]): string {
    if (dependsOnCreationOrder(types, this.#pinned)) this.#unstable++;
    const parts: string[] = [];
    const hasTrue = types.some((t) => t.flags & ts.TypeFlags.BooleanLiteral && this.#checker.typeToString(t) === 'true');
    const hasFalse = types.some((t) => t.flags & ts.TypeFlags.BooleanLiteral && this.#checker.typeToString(t) === 'false');
    for (const member of types) {
      const text =
        hasTrue && hasFalse && member.flags & ts.TypeFlags.BooleanLiteral ? 'boolean' : wrapOperand(this.#print(member, undefined));
      if (!parts.includes(text)) parts.push(text);
    }
    return parts.length === 0 ? 'never' : parts.join(' | ');
  }

  #printObject(type: ts.ObjectType, expanding: ts.Symbol | undefined): string {
    const checker = this.#checker;
    if (checker.isArrayType(type)) {
      const [element] = checker.getTypeArguments(type as ts.TypeReference);
      const prefix = type.symbol?.name === 'ReadonlyArray' ? 'readonly ' : '';
      return `${prefix}${wrapOperand(element ? this.#print(element, undefined) : 'unknown')}[]`;
    }
    if (checker.isTupleType(type)) return printTuple(type as ts.TupleTypeReference, checker, this);
    const named = type.objectFlags & (ts.ObjectFlags.Reference | ts.ObjectFlags.Interface | ts.ObjectFlags.Class);
    const target = type.objectFlags & ts.ObjectFlags.Reference ? (type as ts.TypeReference).target : type;
    const symbol = target.symbol;
    if (named && symbol && symbol !== expanding && symbol.declarations?.length) {
      const count = readTypeParameterCount(symbol);
      const args =
        type.objectFlags & ts.ObjectFlags.Reference ? checker.getTypeArguments(type as ts.TypeReference).slice(0, count) : [];
      const printed = this.#printArguments(args);
      if (this.#isLibrary(symbol)) return symbol.name + printed;
      return this.#references.reference(symbol) + printed;
    }
    if (type.objectFlags & ts.ObjectFlags.Anonymous && symbol?.flags & ts.SymbolFlags.Class) return 'unknown';
    return this.#printStructure(type);
  }

  #printStructure(type: ts.Type): string {
    if (this.#inlining.has(type)) return 'unknown';
    this.#inlining.add(type);
    try {
      const checker = this.#checker;
      const properties = checker.getPropertiesOfType(type);
      if (properties.length > 1 && isMappedType(type)) this.#unstable++;
      const calls = type.getCallSignatures();
      if (properties.length === 0 && calls.length > 0 && calls[0]) return printSignature(calls[0], checker, this);
      const members: string[] = [];
      for (const property of properties) {
        const member = printProperty(property, checker, this);
        if (member) members.push(member);
      }
      for (const info of checker.getIndexInfosOfType(type)) {
        const readonly = info.isReadonly ? 'readonly ' : '';
        members.push(`${readonly}[key: ${this.#print(info.keyType, undefined)}]: ${this.#print(info.type, undefined)}`);
      }
      return members.length === 0 ? '{}' : `{ ${members.join('; ')} }`;
    } finally {
      this.#inlining.delete(type);
    }
  }

  /**
   * A type parameter means something only in the body of the alias that declares it (`Page<T>`).
   * Anywhere else (a generic handler's `T`) the contract would not compile with its name, so it is
   * written as its constraint, or `unknown`.
   */
  #printTypeParameter(type: ts.Type): string {
    if (this.#declaredParameters.has(type)) return type.symbol?.name ?? 'unknown';
    const constraint = this.#constraining.has(type) ? undefined : type.getConstraint();
    if (!constraint) return 'unknown';
    this.#constraining.add(type);
    try {
      return this.#print(constraint, undefined);
    } finally {
      this.#constraining.delete(type);
    }
  }

  #printArguments(args: readonly ts.Type[]): string {
    return args.length === 0 ? '' : `<${args.map((arg) => this.#print(arg, undefined)).join(', ')}>`;
  }

  /** Prints the body of an alias the store does not hold, and stores it. */
  #fill(id: number): StoredAlias {
    const { symbol, declaration } = this.#references.readDeclared(id);
    const { baseName, file, position, source } = describeDeclaration(symbol, declaration);
    const mark = this.mark();
    const unstableBefore = this.#unstable;
    const importName = this.#importTypes ? readExportName(symbol, this.#program) : undefined;
    let typeParameters = '';
    let body = 'unknown';
    if (!importName) {
      const declared = readTypeParameterDeclarations(symbol).map((node) => this.#checker.getTypeAtLocation(node));
      this.#declaredParameters = new Set(declared);
      try {
        typeParameters = this.#printTypeParameters(symbol);
        if (symbol.flags & ts.SymbolFlags.Enum) {
          body = printEnumValues(symbol, this.#checker);
        } else {
          const declared = this.#checker.getDeclaredTypeOfSymbol(symbol);
          body = symbol.flags & ts.SymbolFlags.TypeAlias ? this.#print(declared, symbol) : this.#printStructure(declared);
        }
      } finally {
        this.#declaredParameters = new Set();
      }
    }
    const entry: AliasEntry = { id, baseName, file, position, typeParameters, body, importName };
    const unstable = this.#unstable > unstableBefore;
    return this.#aliases.write({ source, entry, references: this.referencedSince(mark), unstable });
  }

  #printTypeParameters(symbol: ts.Symbol): string {
    const parameters = readTypeParameterDeclarations(symbol);
    if (!parameters.length) return '';
    const printed = parameters.map((parameter) => {
      const constraint = parameter.constraint
        ? ` extends ${this.#print(this.#checker.getTypeFromTypeNode(parameter.constraint), undefined)}`
        : '';
      const fallback = parameter.default
        ? ` = ${this.#print(this.#checker.getTypeFromTypeNode(parameter.default), undefined)}`
        : '';
      return `${parameter.name.text}${constraint}${fallback}`;
    });
    return `<${printed.join(', ')}>`;
  }

  #isLibrary(symbol: ts.Symbol): boolean {
    return (symbol.declarations ?? []).some((d) => this.#program.isSourceFileDefaultLibrary(d.getSourceFile()));
  }

  #isDate(type: ts.Type): boolean {
    return type.symbol?.name === 'Date' && this.#isLibrary(type.symbol);
  }
}
