import ts from 'typescript';
import { quote, toKey } from './text.ts';
import { wrapOperand } from './wrap-operand.ts';

/**
 * A named type the contract declares locally (or imports, with `importTypes`). Its final name is
 * chosen after the scan (see `assignAliasNames`), so printed text refers to it by placeholder.
 */
export interface AliasEntry {
  readonly id: number;
  readonly symbol: ts.Symbol;
  /** The declared name; clashes get `_2`, `_3` when names are assigned. */
  readonly baseName: string;
  /** Absolute file of the declaration, and its position: the deterministic order among clashes. */
  readonly file: string;
  readonly position: number;
  typeParameters: string;
  body: string;
  /** With `importTypes`, the exported name to import from `file` instead of declaring `body`. */
  importName: string | undefined;
}

const PLACEHOLDER = /\u0000(\d+)\u0000/g;
const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
const DATA_ONLY = ts.SymbolFlags.Method | ts.SymbolFlags.Accessor;
const HIDDEN = ts.ModifierFlags.Private | ts.ModifierFlags.Protected | ts.ModifierFlags.Static;

/**
 * Turns checker types into TypeScript text for the contract (spec "Generated contract file"):
 * named interfaces, type aliases, enums and DTO classes become local aliases, anonymous object types
 * stay inline, DTO classes keep data members only, `Date` becomes `string` at any depth, and the
 * global library's generics (`Partial`, `Record`, `Map`...) are written by name because the frontend
 * has them too.
 *
 * @example
 * const printer = new TypePrinter(program, { importTypes: false });
 * const text = printer.print(checker.getTypeAtLocation(node)); // '\u00000\u0000[]' until names are assigned
 * printer.drain();
 */
export class TypePrinter {
  readonly #program: ts.Program;
  readonly #checker: ts.TypeChecker;
  readonly #importTypes: boolean;
  readonly #entries = new Map<ts.Symbol, AliasEntry>();
  readonly #queue: AliasEntry[] = [];
  readonly #inlining = new Set<ts.Type>();

  constructor(program: ts.Program, options: { importTypes: boolean }) {
    this.#program = program;
    this.#checker = program.getTypeChecker();
    this.#importTypes = options.importTypes;
  }

  /** Every alias referenced so far, in first-use order. Call `drain()` first. */
  get entries(): readonly AliasEntry[] {
    return [...this.#entries.values()];
  }

  print(type: ts.Type): string {
    return this.#print(type, undefined);
  }

  /** Prints a union of the given members (for slots and responses that drop or add members). */
  printUnion(types: readonly ts.Type[]): string {
    return this.#joinUnion(types);
  }

  /** Writes the bodies of queued aliases; printing a body can queue more, so it loops until empty. */
  drain(): void {
    for (let entry = this.#queue.shift(); entry; entry = this.#queue.shift()) this.#fill(entry);
  }

  /** Replaces placeholders with the names `assignAliasNames` chose. */
  static resolve(text: string, names: ReadonlyMap<number, string>): string {
    return text.replace(PLACEHOLDER, (_, id: string) => names.get(Number(id)) ?? 'unknown');
  }

  #print(type: ts.Type, expanding: ts.Symbol | undefined): string {
    if (this.#isDate(type)) return 'string';
    const alias = type.aliasSymbol;
    if (alias && alias !== expanding && alias.declarations?.length) {
      const args = this.#printArguments(type.aliasTypeArguments ?? []);
      if (this.#isLibrary(alias)) return alias.name + args;
      return this.#reference(alias) + args;
    }
    const flags = type.flags;
    if (flags & ts.TypeFlags.EnumLike && flags & ts.TypeFlags.Union && type.symbol?.flags & ts.SymbolFlags.Enum) {
      return type.symbol === expanding ? this.#enumBody(type.symbol) : this.#reference(type.symbol);
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
    if (flags & ts.TypeFlags.TypeParameter) return type.symbol?.name ?? 'unknown';
    if (flags & ts.TypeFlags.Object) return this.#printObject(type as ts.ObjectType, expanding);
    // Primitives, boolean literals, template literal types and deferred generic forms print as the
    // checker writes them: they name nothing from the server's source.
    return this.#checker.typeToString(type, undefined, FLAGS);
  }

  #joinUnion(types: readonly ts.Type[]): string {
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
    if (checker.isTupleType(type)) return this.#printTuple(type as ts.TupleTypeReference);
    const named = type.objectFlags & (ts.ObjectFlags.Reference | ts.ObjectFlags.Interface | ts.ObjectFlags.Class);
    const target = type.objectFlags & ts.ObjectFlags.Reference ? (type as ts.TypeReference).target : type;
    const symbol = target.symbol;
    if (named && symbol && symbol !== expanding && symbol.declarations?.length) {
      const count = readTypeParameterCount(symbol);
      const args =
        type.objectFlags & ts.ObjectFlags.Reference ? checker.getTypeArguments(type as ts.TypeReference).slice(0, count) : [];
      const printed = this.#printArguments(args);
      if (this.#isLibrary(symbol)) return symbol.name + printed;
      return this.#reference(symbol) + printed;
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
      const calls = type.getCallSignatures();
      if (properties.length === 0 && calls.length > 0 && calls[0]) return this.#printSignature(calls[0]);
      const members: string[] = [];
      for (const property of properties) {
        const member = this.#printProperty(property);
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

  /** Data members only: methods, accessors, private, protected, static and `#private` are dropped (spec). */
  #printProperty(property: ts.Symbol): string | undefined {
    const name = property.name;
    if (property.flags & DATA_ONLY || name.startsWith('#') || name.startsWith('__#') || name.startsWith('__@')) return undefined;
    const declaration = property.declarations?.[0];
    const modifiers = declaration ? ts.getCombinedModifierFlags(declaration) : ts.ModifierFlags.None;
    if (modifiers & HIDDEN) return undefined;
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
    const readonly = modifiers & ts.ModifierFlags.Readonly ? 'readonly ' : '';
    const text = this.#printPropertyType(property, declaration, optional);
    return `${readonly}${toKey(name)}${optional ? '?' : ''}: ${text}`;
  }

  /**
   * An optional property's type carries `| undefined`; the `?` already says so. When what is left is
   * exactly the declared type, print the declared one: it keeps its alias (`role?: Role`).
   */
  #printPropertyType(property: ts.Symbol, declaration: ts.Declaration | undefined, optional: boolean): string {
    const actual = this.#checker.getTypeOfSymbol(property);
    if (!optional) return this.#print(actual, undefined);
    const kept = actual.isUnion() ? actual.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined)) : [actual];
    const node = declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) ? declaration.type : undefined;
    if (node) {
      const declared = this.#checker.getTypeFromTypeNode(node);
      const members = declared.isUnion() ? declared.types : [declared];
      if (members.length === kept.length && members.every((m) => kept.includes(m))) return this.#print(declared, undefined);
    }
    return kept.length === 1 && kept[0] ? this.#print(kept[0], undefined) : this.#joinUnion(kept);
  }

  #printSignature(signature: ts.Signature): string {
    const parameters = signature.getParameters().map((parameter) => {
      const declaration = parameter.valueDeclaration;
      const rest = declaration && ts.isParameter(declaration) && declaration.dotDotDotToken ? '...' : '';
      const optional = parameter.flags & ts.SymbolFlags.Optional ? '?' : '';
      return `${rest}${parameter.name}${optional}: ${this.#print(this.#checker.getTypeOfSymbol(parameter), undefined)}`;
    });
    return `(${parameters.join(', ')}) => ${this.#print(signature.getReturnType(), undefined)}`;
  }

  #printTuple(type: ts.TupleTypeReference): string {
    const target = type.target;
    const elements = this.#checker.getTypeArguments(type).map((element, index) => {
      const flags = target.elementFlags[index] ?? ts.ElementFlags.Required;
      // An optional element's type carries `| undefined`; the `?` already says so.
      const kept = flags & ts.ElementFlags.Optional && element.isUnion() ? element.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined)) : [element];
      const text = kept.length === 1 && kept[0] ? this.#print(kept[0], undefined) : this.#joinUnion(kept);
      if (flags & ts.ElementFlags.Rest) return `...${wrapOperand(text)}[]`;
      if (flags & ts.ElementFlags.Variadic) return `...${text}`;
      return flags & ts.ElementFlags.Optional ? `${wrapOperand(text)}?` : text;
    });
    return `${target.readonly ? 'readonly ' : ''}[${elements.join(', ')}]`;
  }

  #printArguments(args: readonly ts.Type[]): string {
    return args.length === 0 ? '' : `<${args.map((arg) => this.#print(arg, undefined)).join(', ')}>`;
  }

  #reference(symbol: ts.Symbol): string {
    let entry = this.#entries.get(symbol);
    if (!entry) {
      const declaration = symbol.declarations?.[0];
      entry = {
        id: this.#entries.size,
        symbol,
        baseName: symbol.name === 'default' ? 'Default' : symbol.name,
        file: declaration?.getSourceFile().fileName ?? '',
        position: declaration?.getStart() ?? 0,
        typeParameters: '',
        body: 'unknown',
        importName: undefined,
      };
      this.#entries.set(symbol, entry);
      this.#queue.push(entry);
    }
    return `\u0000${entry.id}\u0000`;
  }

  #fill(entry: AliasEntry): void {
    const symbol = entry.symbol;
    if (this.#importTypes) {
      entry.importName = this.#readExportName(symbol);
      if (entry.importName) return;
    }
    entry.typeParameters = this.#printTypeParameters(symbol);
    if (symbol.flags & ts.SymbolFlags.Enum) {
      entry.body = this.#enumBody(symbol);
      return;
    }
    const declared = this.#checker.getDeclaredTypeOfSymbol(symbol);
    entry.body =
      symbol.flags & ts.SymbolFlags.TypeAlias ? this.#print(declared, symbol) : this.#printStructure(declared);
  }

  /** Enums become the union of their members' values (spec: JSON carries the value, not the name). */
  #enumBody(symbol: ts.Symbol): string {
    const values = (symbol.declarations ?? []).filter(ts.isEnumDeclaration).flatMap((declaration) =>
      declaration.members.map((member) => {
        const value = this.#checker.getConstantValue(member);
        return typeof value === 'string' ? quote(value) : typeof value === 'number' ? String(value) : 'number';
      }),
    );
    return values.length === 0 ? 'never' : [...new Set(values)].join(' | ');
  }

  #printTypeParameters(symbol: ts.Symbol): string {
    const declaration = symbol.declarations?.find(
      (d) => ts.isClassDeclaration(d) || ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d),
    );
    const parameters = declaration?.typeParameters;
    if (!parameters?.length) return '';
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

  /** With `importTypes`, a project type is imported when its module exports it; otherwise it is declared. */
  #readExportName(symbol: ts.Symbol): string | undefined {
    const sourceFile = symbol.declarations?.[0]?.getSourceFile();
    if (!sourceFile || sourceFile.isDeclarationFile || this.#program.isSourceFileFromExternalLibrary(sourceFile)) {
      return undefined;
    }
    const module = this.#checker.getSymbolAtLocation(sourceFile);
    if (!module) return undefined;
    for (const exported of this.#checker.getExportsOfModule(module)) {
      const target = exported.flags & ts.SymbolFlags.Alias ? this.#checker.getAliasedSymbol(exported) : exported;
      if (target === symbol && exported.name !== 'default') return exported.name;
    }
    return undefined;
  }

  #isLibrary(symbol: ts.Symbol): boolean {
    return (symbol.declarations ?? []).some((d) => this.#program.isSourceFileDefaultLibrary(d.getSourceFile()));
  }

  #isDate(type: ts.Type): boolean {
    return type.symbol?.name === 'Date' && this.#isLibrary(type.symbol);
  }
}

function readTypeParameterCount(symbol: ts.Symbol): number {
  const declaration = symbol.declarations?.find(
    (d) => ts.isClassDeclaration(d) || ts.isInterfaceDeclaration(d) || ts.isClassExpression(d),
  ) as ts.ClassLikeDeclaration | ts.InterfaceDeclaration | undefined;
  return declaration?.typeParameters?.length ?? 0;
}
