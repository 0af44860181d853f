import ts from 'typescript';
import { describeDeclaration, type AliasEntry, type AliasStore, type StoredAlias } from '../cache/alias-store.ts';
import type { ReplayOrder } from '../cache/replay-order.ts';
import type { CodegenWarning } from '../model.ts';
import { AliasReferences } from './alias-references.ts';
import { namesDroppedMember } from './data-members.ts';
import { printEnumValues, readTypeParameterCount } from './declared-types.ts';
import { joinIntersection, joinUnion } from './join-types.ts';
import { readToJson } from './json-form.ts';
import { OpaqueParameters } from './opaque-parameters.ts';
import { printBigIntOrSymbol, printLibraryJson, printToJsonResult, type JsonFormText } from './print-json-form.ts';
import { printMapped, readGenericMapped, type MappedText } from './print-mapped.ts';
import { printProperty, printSignature, printTuple, type TypeText } from './print-members.ts';
import { readExportName } from './read-export-name.ts';
import { readSchemaDtoInput, UNRESOLVED_SCHEMA_DTO } from './schema-dto.ts';
import { SentAsDeclared } from './sent-as-declared.ts';
import { quote } from './text.ts';
import { dependsOnCreationOrder, isMappedType, isPrintedInCheckerOrder } from './type-order.ts';
import { printTypeParameterList, TypeParameterScope } from './type-parameters.ts';
import { TypeWarnings } from './type-warnings.ts';
import { isUndefined, mayBeUndefined } from './undefined-values.ts';
import { isUnresolved, readUnresolvedNames, toUnresolvedReason } from './unresolved-types.ts';
import { wrapOperand } from './wrap-operand.ts';

const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
/** What JSON cannot carry at all: written as `never` with a warning, unless a bigint has a `toJSON`. */
const UNSENDABLE = ts.TypeFlags.BigIntLike | ts.TypeFlags.ESSymbolLike;

/** What a printer needs besides the program. */
export interface PrinterOptions {
  readonly importTypes: boolean;
  /** The API root: warnings name files relative to it. */
  readonly root: string;
  /** Where the problems found while printing go: the scan's warnings, so records keep them. */
  readonly warnings: CodegenWarning[];
  /** Outlives the printer: aliases printed by earlier generations. */
  readonly aliases: AliasStore;
  /** Types whose creation order pinTypes fixed. */
  readonly pinned: ReadonlySet<ts.Type>;
  readonly order: ReplayOrder;
}

/**
 * Checker types as contract text, as JSON carries them (README "The contract file"); one per generation.
 * @example
 * const printer = new TypePrinter(program, { importTypes: false, root, warnings, aliases, pinned, order });
 * const text = printer.print(checker.getTypeAtLocation(node), node); // '\u00000\u0000[]' until names are assigned
 * printer.drain();
 */
export class TypePrinter {
  readonly #program: ts.Program;
  readonly #checker: ts.TypeChecker;
  readonly #importTypes: boolean;
  readonly #aliases: AliasStore;
  readonly #pinned: ReadonlySet<ts.Type>;
  readonly #references: AliasReferences;
  readonly #warnings: TypeWarnings;
  readonly #typeParameters: TypeParameterScope;
  readonly #opaque: OpaqueParameters;
  readonly #sentAsDeclared: SentAsDeclared;
  /** A nested type, printed where the enclosing one is (its alias, if any, is not being expanded). */
  readonly #printType = (type: ts.Type): string => this.#print(type, undefined);
  /** The member printers' view of this printer: each property's type points warnings at the property. */
  readonly #members: TypeText = {
    print: (type, at) => this.#warnings.at(at, () => this.#printType(type)),
    printUnion: (types, at) => this.#warnings.at(at, () => this.#joinUnion(types)),
    printElement: (type) => this.#printElement(type),
  };
  readonly #jsonForms: JsonFormText = {
    print: this.#printType,
    printDataMembers: (type) => this.#printStructure(type, false),
    warn: (reason) => this.#warnings.add(reason),
  };
  readonly #mapped: MappedText = {
    print: this.#printType,
    withKey: (parameter, print) => this.#typeParameters.withKey(parameter, print),
  };
  #unstable = 0;
  readonly #inlining = new Set<ts.Type>();

  constructor(program: ts.Program, options: PrinterOptions) {
    this.#program = program;
    this.#checker = program.getTypeChecker();
    this.#importTypes = options.importTypes;
    this.#aliases = options.aliases;
    this.#pinned = options.pinned;
    this.#references = new AliasReferences(options.aliases, options.order);
    this.#warnings = new TypeWarnings(options.root, options.warnings);
    this.#typeParameters = new TypeParameterScope(this.#checker);
    const isLibrary = (symbol: ts.Symbol): boolean => this.#isLibrary(symbol);
    this.#opaque = new OpaqueParameters(this.#checker, isLibrary);
    this.#sentAsDeclared = new SentAsDeclared(this.#checker, isLibrary);
  }

  /** Every alias the contract needs, transitively. Call `drain()` first. */
  get entries(): readonly AliasEntry[] {
    return this.#references.entries;
  }

  mark(): number {
    return this.#references.mark();
  }

  referencedSince(mark: number): number[] {
    return this.#references.referencedSince(mark);
  }

  /** How many unstable texts were printed so far: a step compares it before and after. */
  get unstablePrints(): number {
    return this.#unstable;
  }

  use(ids: readonly number[]): void {
    this.#references.use(ids);
  }

  /** Prints `type`, written at `at` in the source (where warnings about it point). */
  print(type: ts.Type, at: ts.Node): string {
    return this.#warnings.at(at, () => this.#print(type, undefined));
  }

  /** Prints a union of the given members (for slots and responses that drop or add members). */
  printUnion(types: readonly ts.Type[], at: ts.Node): string {
    return this.#warnings.at(at, () => this.#joinUnion(types));
  }

  /** Collects the aliases referenced so far, transitively, printing the bodies the store does not hold. */
  drain(): void {
    this.#references.drain(
      (id) => this.#fill(id),
      (stored) => this.#warnings.replay(stored.warnings),
    );
  }

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
      const library = this.#isLibrary(alias);
      // `Pick<Money, 'amount'>` by name would pick from Money's JSON form, a string: written out instead.
      const writtenOut = library
        ? aliasArguments.some((arg) => this.#hasJsonForm(arg))
        : this.#readsJsonForm(alias, aliasArguments);
      if (!writtenOut) {
        const args = this.#printArguments(aliasArguments);
        return library ? alias.name + args : this.#references.reference(alias) + args;
      }
    }
    const flags = type.flags;
    if (flags & ts.TypeFlags.EnumLike && flags & ts.TypeFlags.Union && type.symbol?.flags & ts.SymbolFlags.Enum) {
      return type.symbol === expanding
        ? printEnumValues(type.symbol, this.#checker)
        : this.#references.reference(type.symbol);
    }
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) {
      if (isUnresolved(type))
        this.#warnings.add(toUnresolvedReason(readUnresolvedNames(this.#warnings.location, this.#checker)));
      return 'unknown';
    }
    if (type.isStringLiteral()) return quote(type.value);
    if (type.isNumberLiteral()) return String(type.value);
    if (flags & UNSENDABLE) return printBigIntOrSymbol(type, this.#checker, this.#jsonForms);
    if (flags & ts.TypeFlags.Union) return this.#joinUnion((type as ts.UnionType).types);
    if (flags & ts.TypeFlags.Intersection)
      return joinIntersection((type as ts.IntersectionType).types, this.#printType);
    if (flags & ts.TypeFlags.TypeParameter) return this.#typeParameters.print(type, this.#printType);
    if (flags & ts.TypeFlags.Object) return this.#printObject(type as ts.ObjectType, expanding);
    // Primitives, literals, template literal types and deferred generics name nothing from the server's source.
    if (isPrintedInCheckerOrder(type)) this.#unstable++;
    return this.#checker.typeToString(type, undefined, FLAGS);
  }

  #joinUnion(types: readonly ts.Type[], print = this.#printType): string {
    if (dependsOnCreationOrder(types, this.#pinned)) this.#unstable++;
    return joinUnion(types, this.#checker, print);
  }

  /** An array or tuple element, which JSON writes as `null` where it is `undefined`. */
  #printElement(type: ts.Type): string {
    if (!mayBeUndefined(type)) return this.#printType(type);
    return this.#joinUnion(type.isUnion() ? type.types : [type], (member) =>
      isUndefined(member) ? 'null' : this.#printType(member),
    );
  }

  #printObject(type: ts.ObjectType, expanding: ts.Symbol | undefined): string {
    const checker = this.#checker;
    if (checker.isArrayType(type)) {
      const [element] = checker.getTypeArguments(type as ts.TypeReference);
      const prefix = type.symbol?.name === 'ReadonlyArray' ? 'readonly ' : '';
      return `${prefix}${wrapOperand(element ? this.#printElement(element) : 'unknown')}[]`;
    }
    if (checker.isTupleType(type)) return printTuple(type as ts.TupleTypeReference, checker, this.#members);
    const named = type.objectFlags & (ts.ObjectFlags.Reference | ts.ObjectFlags.Interface | ts.ObjectFlags.Class);
    const target = type.objectFlags & ts.ObjectFlags.Reference ? (type as ts.TypeReference).target : type;
    const symbol = target.symbol;
    if (named && symbol && symbol !== expanding && symbol.declarations?.length) {
      const library = this.#isLibrary(symbol);
      if (library) {
        const json = printLibraryJson(type, symbol, checker, this.#jsonForms);
        if (json) return json;
      }
      const count = readTypeParameterCount(symbol);
      const args =
        type.objectFlags & ts.ObjectFlags.Reference
          ? checker.getTypeArguments(type as ts.TypeReference).slice(0, count)
          : [];
      if (library) return symbol.name + this.#printArguments(args);
      if (!this.#readsJsonForm(symbol, args)) return this.#references.reference(symbol) + this.#printArguments(args);
      return this.#printStructure(type);
    }
    if (type.objectFlags & ts.ObjectFlags.Anonymous && symbol?.flags & ts.SymbolFlags.Class) return 'unknown';
    return this.#printStructure(type);
  }

  // `toJSON()`'s result, else the members (`serialize: false`: called once, ECMA-262 SerializeJSONProperty).
  #printStructure(type: ts.Type, serialize = true): string {
    const checker = this.#checker;
    // Before the cycle guard: `toJSON() { return this; }` prints the members of the type itself.
    const toJson = serialize ? readToJson(type, checker) : undefined;
    if (toJson) return printToJsonResult(toJson, checker, this.#jsonForms);
    const mapped = readGenericMapped(type, checker);
    if (mapped) return printMapped(mapped, checker, this.#mapped);
    if (this.#inlining.has(type)) return 'unknown';
    this.#inlining.add(type);
    try {
      const properties = checker.getPropertiesOfType(type);
      if (properties.length > 1 && isMappedType(type)) this.#unstable++;
      const calls = type.getCallSignatures();
      if (properties.length === 0 && calls.length > 0 && calls[0])
        return printSignature(calls[0], checker, this.#members);
      const members: string[] = [];
      for (const property of properties) {
        const member = printProperty(property, checker, this.#members);
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

  #printArguments(args: readonly ts.Type[]): string {
    return args.length === 0 ? '' : `<${args.map((arg) => this.#print(arg, undefined)).join(', ')}>`;
  }

  /** Prints the body of an alias the store does not hold, and stores it. */
  #fill(id: number): StoredAlias {
    const { symbol, declaration } = this.#references.readDeclared(id);
    const { baseName, file, position, source } = describeDeclaration(symbol, declaration);
    const mark = this.mark();
    const unstableBefore = this.#unstable;
    const firstWarning = this.#warnings.mark();
    const importName = this.#importTypes ? readExportName(symbol, this.#program) : undefined;
    // An imported alias is written as an import of the server's own declaration: no body of ours.
    const [typeParameters, body] = importName
      ? ['', 'unknown']
      : this.#typeParameters.within(
          symbol,
          () =>
            [
              this.#warnings.at(declaration, () => printTypeParameterList(symbol, this.#checker, this.#printType)),
              this.#warnings.at(declaration, () => this.#printBody(symbol)),
            ] as const,
        );
    const entry: AliasEntry = { id, baseName, file, position, typeParameters, body, importName };
    const unstable = this.#unstable > unstableBefore;
    const warnings = this.#warnings.since(firstWarning);
    return this.#aliases.write({ source, entry, references: this.referencedSince(mark), unstable, warnings });
  }

  #printBody(symbol: ts.Symbol): string {
    if (symbol.flags & ts.SymbolFlags.Enum) return printEnumValues(symbol, this.#checker);
    const declared = this.#checker.getDeclaredTypeOfSymbol(symbol);
    const input = readSchemaDtoInput(symbol, this.#checker);
    if (input) return this.#printStructure(input);
    if (input === null) this.#warnings.add(`${symbol.name} ${UNRESOLVED_SCHEMA_DTO}`);
    return symbol.flags & ts.SymbolFlags.TypeAlias ? this.#print(declared, symbol) : this.#printStructure(declared);
  }

  #isLibrary(symbol: ts.Symbol): boolean {
    return (symbol.declarations ?? []).some((d) => this.#program.isSourceFileDefaultLibrary(d.getSourceFile()));
  }

  /** An object type JSON carries as its `toJSON()` result, other than `Date` (a string either way). */
  #hasJsonForm(type: ts.Type): boolean {
    return (
      (type.flags & ts.TypeFlags.Object) !== 0 && !this.#isDate(type) && readToJson(type, this.#checker) !== undefined
    );
  }

  // A generic reading its argument's type (`keyof T`, T = Money, a string in JSON) is written out instead.
  #readsJsonForm(generic: ts.Symbol, args: readonly ts.Type[]): boolean {
    if (args.length === 0) return false;
    const opaque = this.#opaque.read(generic);
    return args.some((arg, index) => opaque[index] === true && !this.#sentAsDeclared.test(arg));
  }

  #isDate(type: ts.Type): boolean {
    return type.symbol?.name === 'Date' && this.#isLibrary(type.symbol);
  }
}
