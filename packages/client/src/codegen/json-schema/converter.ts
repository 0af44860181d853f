import ts from 'typescript';
import type { CodegenWarning } from '../model.ts';
import { namesDroppedMember } from '../types/data-members.ts';
import { readTypeParameterCount } from '../types/declared-types.ts';
import {
  BIGINT_REASON,
  readEmptyCollectionReason,
  readThisClass,
  readToJson,
  SYMBOL_REASON,
} from '../types/json-form.ts';
import { readGenericMapped } from '../types/print-mapped.ts';
import { TypeWarnings } from '../types/type-warnings.ts';
import { isLeftOut } from './left-out.ts';
import { isUnresolved, readUnresolvedNames, toUnresolvedReason } from '../types/unresolved-types.ts';
import type { ReplayOrder } from '../cache/replay-order.ts';
import { SchemaStore, type SchemaRecord } from '../cache/schema-store.ts';
import { dependsOnCreationOrder, isMappedType } from '../types/type-order.ts';
import { Components, type ComponentName, type ComponentSteps } from './components.ts';
import { withDocumentation } from './documentation.ts';
import { readEnumValues } from './enum-values.ts';
import { toObjectSchema, toTupleSchema, type SchemaOf } from './object-schema.ts';
import { readPartialOf } from './partial-of.ts';
import { toPrimitiveSchema } from './primitive-schema.ts';
import { joinSchemas, NEVER, NULL, type JsonSchema } from './schema.ts';

const UNSENDABLE = ts.TypeFlags.BigIntLike | ts.TypeFlags.ESSymbolLike;
/** Parts of `string & { __brand: 'Id' }` JSON carries: the primitive, never the brand's members. */
const PRIMITIVE = ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike | ts.TypeFlags.Null;

export const FUNCTION_REASON =
  'a function cannot be sent as JSON (JSON.stringify leaves it out, or writes null in an array): written as never';

/** What a converter needs besides the checker. */
export interface JsonSchemaOptions {
  /** The API root: warnings name files relative to it. */
  readonly root: string;
  /** Where problems go, as the contract printer's warnings (`@fw/client: src/a.ts:3:5 ...`). */
  readonly warnings: CodegenWarning[];
  /** A declaration from the compiler's own library (`Date`, `Map`); default: a compiler `lib.*.d.ts` file. */
  readonly isLibrary?: (symbol: ts.Symbol) => boolean;
  /** A generator's: bodies kept across documents, written as text, in the generation's type order. */
  readonly records?: ConverterRecords;
}

/** Where bodies are kept, how their text is written, and what says whether it depends on type order. */
export interface ConverterRecords {
  readonly store: SchemaStore;
  /** A body's text as the document holds it (split at its holes). */
  readonly write: (body: JsonSchema) => readonly string[];
  /** The types created before any read (`pinTypes`): unions of those print alike in every generation. */
  readonly pinned: ReadonlySet<ts.Type>;
  readonly order?: ReplayOrder;
}

/**
 * Checker types as JSON Schema 2020-12 (OpenAPI 3.1), following the contract's JSON rules; one per document.
 * @example
 * const converter = new JsonSchemaConverter(checker, { root, warnings });
 * const schema = converter.convert(checker.getTypeAtLocation(node), node); // { $ref: '#/components/schemas/User' }
 * const schemas = converter.components(); // { User: { type: 'object', properties: {...}, required: [...] } }
 */
export class JsonSchemaConverter {
  readonly #checker: ts.TypeChecker;
  readonly #warnings: TypeWarnings;
  readonly #isLibrary: (symbol: ts.Symbol) => boolean;
  readonly #components: Components;
  readonly #inlining = new Set<ts.Type>();
  readonly #constraining = new Set<ts.Type>();
  readonly #records: ConverterRecords | undefined;
  #unstable = 0;
  readonly #schemaOf: SchemaOf = {
    convert: (type, at) => this.#warnings.at(at, () => this.#convert(type)),
    convertUnion: (types, at) => this.#warnings.at(at, () => this.#union(types)),
    convertElement: (type) => this.#element(type),
  };

  constructor(checker: ts.TypeChecker, options: JsonSchemaOptions) {
    this.#checker = checker;
    this.#warnings = new TypeWarnings(options.root, options.warnings);
    this.#isLibrary = options.isLibrary ?? isDefaultLibrary;
    this.#records = options.records;
    this.#components = new Components(checker, options.records?.store ?? new SchemaStore(), this.#steps());
  }

  /** How many schemas so far depend on the order types were created in: a step compares it before and after. */
  get unstablePrints(): number {
    return this.#unstable;
  }

  /** A point in the log of components referenced: `referencedSince()` returns those referenced after it. */
  mark(): number {
    return this.#components.mark();
  }

  referencedSince(mark: number): number[] {
    return this.#components.referencedSince(mark);
  }

  /** The components a kept record referred to, as if referenced now. */
  use(ids: readonly number[]): void {
    this.#components.use(ids);
  }

  /** The records of every component referenced so far, directly or through bodies. */
  records(): readonly SchemaRecord[] {
    return this.#components.records();
  }

  /** `type`, written at `at` in the source (where warnings about it point). */
  convert(type: ts.Type, at: ts.Node): JsonSchema {
    return this.#warnings.at(at, () => this.#convert(type));
  }

  /** A union of the given members (for slots and responses that drop or add members). */
  convertUnion(types: readonly ts.Type[], at: ts.Node): JsonSchema {
    return this.#warnings.at(at, () => this.#union(types));
  }

  /** A handler's return type as its response carries it: a promise unwrapped. */
  convertReturn(type: ts.Type, at: ts.Node): JsonSchema {
    return this.convert(this.#checker.getAwaitedType(type) ?? type, at);
  }

  /** The named types referenced so far, by name; every `$ref` handed out is final once this returns. */
  components(): Record<string, JsonSchema> {
    return this.#components.named();
  }

  #convert(type: ts.Type, expanding?: ts.Symbol): JsonSchema {
    const checker = this.#checker;
    if (this.#isDate(type)) return { type: 'string', format: 'date-time' };
    const alias = type.aliasSymbol;
    const aliasArguments = type.aliasTypeArguments ?? [];
    // Library aliases (`Record`, `Partial`) are written out: JSON Schema has no generics to name them with.
    if (alias && alias !== expanding && alias.declarations?.length && !this.#isLibrary(alias)) {
      // `Pick<Dto, 'greet'>` by name would name a member the Dto's schema lacks: written out instead.
      if (!namesDroppedMember(type, aliasArguments, checker))
        return this.#reference(alias, aliasArguments, () => this.#convert(type, alias));
    }
    const flags = type.flags;
    if (flags & ts.TypeFlags.EnumLike && flags & ts.TypeFlags.Union && type.symbol?.flags & ts.SymbolFlags.Enum) {
      const values = () => ({ enum: readEnumValues(type.symbol, checker) });
      return type.symbol === expanding ? values() : this.#reference(type.symbol, [], values);
    }
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) {
      if (isUnresolved(type))
        this.#warnings.add(toUnresolvedReason(readUnresolvedNames(this.#warnings.location, checker)));
      return {};
    }
    if (type.isStringLiteral() || type.isNumberLiteral()) return { const: type.value };
    if (flags & ts.TypeFlags.BooleanLiteral) return { const: checker.typeToString(type) === 'true' };
    if (flags & UNSENDABLE) return this.#bigIntOrSymbol(type);
    if (type.isUnion()) return this.#union(type.types);
    if (type.isIntersection()) return this.#intersection(type.types);
    if (flags & ts.TypeFlags.TypeParameter) return this.#typeParameter(type);
    if (flags & ts.TypeFlags.Object) return this.#object(type as ts.ObjectType, expanding);
    return toPrimitiveSchema(type, (reason) => this.#warnings.add(reason));
  }

  /** JSON drops a key whose value is `undefined` or a function: a union keeps its other members. */
  #union(types: readonly ts.Type[]): JsonSchema {
    const kept = types.filter((member) => !isLeftOut(member, this.#checker));
    const sent = types.length > 1 && kept.length > 0 ? kept : types;
    this.#noteOrder(sent);
    const booleans = sent.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
    // `boolean` is `false | true` to the checker: one `type` again, as the contract writes `boolean`.
    const whole = booleans.length === 2 ? [...sent.filter((member) => !booleans.includes(member))] : sent;
    const parts = whole.map((member) => this.#convert(member));
    return joinSchemas(booleans.length === 2 ? [...parts, { type: 'boolean' }] : parts);
  }

  #intersection(types: readonly ts.Type[]): JsonSchema {
    const primitives = types.filter((part) => part.flags & PRIMITIVE);
    const parts = (primitives.length > 0 ? primitives : types).map((part) => this.#convert(part));
    return parts.length === 1 && parts[0] !== undefined ? parts[0] : { allOf: parts };
  }

  /** An array or tuple element, which JSON writes as `null` where it is `undefined` or a function. */
  #element(type: ts.Type): JsonSchema {
    const members = type.isUnion() ? type.types : [type];
    if (!members.some((member) => isLeftOut(member, this.#checker))) return this.#convert(type);
    this.#noteOrder(members);
    return joinSchemas(members.map((member) => (isLeftOut(member, this.#checker) ? NULL : this.#convert(member))));
  }

  /** Outside the alias that declares it, a type parameter stands for its constraint, else anything. */
  #typeParameter(type: ts.Type): JsonSchema {
    const constraint = this.#constraining.has(type) ? undefined : type.getConstraint();
    if (!constraint) return {};
    this.#constraining.add(type);
    try {
      return this.#convert(constraint);
    } finally {
      this.#constraining.delete(type);
    }
  }

  #object(type: ts.ObjectType, expanding: ts.Symbol | undefined): JsonSchema {
    const checker = this.#checker;
    if (checker.isArrayType(type)) {
      const [element] = checker.getTypeArguments(type as ts.TypeReference);
      return { type: 'array', items: element ? this.#element(element) : {} };
    }
    if (checker.isTupleType(type)) return toTupleSchema(type as ts.TupleTypeReference, checker, this.#schemaOf);
    const named = type.objectFlags & (ts.ObjectFlags.Reference | ts.ObjectFlags.Interface | ts.ObjectFlags.Class);
    const target = type.objectFlags & ts.ObjectFlags.Reference ? (type as ts.TypeReference).target : type;
    const symbol = target.symbol;
    if (named && symbol && symbol !== expanding && symbol.declarations?.length) {
      if (this.#isLibrary(symbol)) return this.#libraryJson(type, symbol) ?? this.#structure(type);
      const args =
        type.objectFlags & ts.ObjectFlags.Reference
          ? checker.getTypeArguments(type as ts.TypeReference).slice(0, readTypeParameterCount(symbol))
          : [];
      return this.#reference(symbol, args, () => this.#structure(type));
    }
    if (type.objectFlags & ts.ObjectFlags.Anonymous && symbol?.flags & ts.SymbolFlags.Class) return {};
    return this.#structure(type);
  }

  // `toJSON()`'s result, else the members (`serialize: false`: called once, ECMA-262 SerializeJSONProperty).
  #structure(type: ts.Type, serialize = true): JsonSchema {
    const checker = this.#checker;
    // `Partial<Dto>`'s `toJSON` is optional, never called: the Dto's members, each optional.
    const partialOf = readPartialOf(type, checker, this.#isLibrary);
    // Before the cycle guard: `toJSON() { return this; }` gives the members of the type itself.
    const toJson = serialize && !partialOf ? readToJson(type, checker) : undefined;
    if (toJson) return this.#toJsonResult(toJson);
    // Only inside a generic's own body, which a document never needs: instantiations are written out.
    if (!partialOf && readGenericMapped(type, checker)) return {};
    if (this.#inlining.has(type)) return {};
    this.#inlining.add(type);
    try {
      if (partialOf) return toObjectSchema(partialOf, checker, this.#schemaOf, true);
      const properties = checker.getPropertiesOfType(type);
      if (properties.length > 1 && isMappedType(type) && !followsKeyOrder(type)) this.#unstable++;
      if (properties.length === 0 && type.getCallSignatures().length > 0) {
        this.#warnings.add(FUNCTION_REASON);
        return NEVER;
      }
      return toObjectSchema(type, checker, this.#schemaOf);
    } finally {
      this.#inlining.delete(type);
    }
  }

  /** What `toJSON()` returns, as JSON carries it; a returned object's own `toJSON` is not called again. */
  #toJsonResult(signatures: readonly ts.Signature[]): JsonSchema {
    const checker = this.#checker;
    const results = signatures.map((signature) => checker.getReturnTypeOfSignature(signature));
    const members = results.flatMap((result) => (result.isUnion() ? result.types : [result]));
    const [only] = results;
    if (only && results.length === 1 && !members.some((member) => readToJson(member, checker)))
      return this.#convert(only);
    return joinSchemas(
      members.map((member) =>
        readToJson(member, checker) ? this.#structure(readThisClass(member), false) : this.#convert(member),
      ),
    );
  }

  /** `Map`, `Set`: `{}` in JSON, with the printer's warning; `URL`: its `toJSON()`; others: `undefined`. */
  #libraryJson(type: ts.Type, symbol: ts.Symbol): JsonSchema | undefined {
    const emptyReason = readEmptyCollectionReason(type, symbol, this.#checker);
    if (emptyReason) {
      this.#warnings.add(emptyReason);
      return { type: 'object', maxProperties: 0 };
    }
    const toJson = readToJson(type, this.#checker);
    return toJson && this.#toJsonResult(toJson);
  }

  /** A bigint or a symbol: never, with the printer's warning, unless `BigInt.prototype.toJSON` is declared. */
  #bigIntOrSymbol(type: ts.Type): JsonSchema {
    const bigint = (type.flags & ts.TypeFlags.BigIntLike) !== 0;
    const toJson = bigint ? readToJson(type, this.#checker) : undefined;
    if (toJson) return this.#toJsonResult(toJson);
    this.#warnings.add(bigint ? BIGINT_REASON : SYMBOL_REASON);
    return NEVER;
  }

  #reference(symbol: ts.Symbol, args: readonly ts.Type[], body: () => JsonSchema): JsonSchema {
    // Warnings while writing a body point at the declaration, as the contract's alias bodies do.
    const declaration = symbol.declarations?.[0];
    return this.#components.reference(symbol, args, () => {
      // A body is kept for every reference: the anonymous types being inlined where it was met are not its own.
      const outer = [...this.#inlining];
      this.#inlining.clear();
      try {
        return withDocumentation(this.#warnings.at(declaration, body), symbol, this.#checker);
      } finally {
        for (const type of outer) this.#inlining.add(type);
      }
    });
  }

  #noteOrder(members: readonly ts.Type[]): void {
    if (dependsOnCreationOrder(members, this.#records?.pinned ?? NOTHING_PINNED)) this.#unstable++;
  }

  #steps(): ComponentSteps {
    return {
      record: (name: ComponentName, args: readonly ts.Type[], fill: () => JsonSchema) => {
        const mark = this.#components.mark();
        const unstableBefore = this.#unstable;
        const firstWarning = this.#warnings.mark();
        const body = fill();
        // The label prints the arguments: a union among them in the checker's order.
        for (const arg of args) if (arg.isUnion()) this.#noteOrder(arg.types);
        const unstable = this.#unstable > unstableBefore;
        this.#records?.order?.computed(unstable);
        const text = this.#records?.write(body) ?? [];
        const references = this.#components.referencedSince(mark);
        return { record: { ...name, text, references, unstable, warnings: this.#warnings.since(firstWarning) }, body };
      },
      replay: (record: SchemaRecord) => this.#records?.order?.replayed(record.unstable),
    };
  }

  #isDate(type: ts.Type): boolean {
    return type.symbol?.name === 'Date' && this.#isLibrary(type.symbol);
  }
}

const NOTHING_PINNED: ReadonlySet<ts.Type> = new Set();

/** `{ [K in keyof T]: ... }` (`Partial<T>`): its properties come in the order of `T`'s, not of a key union. */
function followsKeyOrder(type: ts.Type): boolean {
  const declaration = type.symbol?.declarations?.[0];
  const constraint = declaration && ts.isMappedTypeNode(declaration) ? declaration.typeParameter.constraint : undefined;
  return !!constraint && ts.isTypeOperatorNode(constraint) && constraint.operator === ts.SyntaxKind.KeyOfKeyword;
}

const LIBRARY_FILE = /[\\/]lib\.[^\\/]*\.d\.ts$/;

/** A declaration in one of the compiler's own `lib.*.d.ts` files. */
function isDefaultLibrary(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some((declaration) => LIBRARY_FILE.test(declaration.getSourceFile().fileName));
}
