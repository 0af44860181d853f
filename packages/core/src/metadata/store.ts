import type { Constructor, HttpMethod } from '../types.ts';
import type { Token } from './token.ts';
import type { MiddlewareEntry } from '../middleware.ts';
import type { Context } from '../context/context.ts';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { metadataSymbol } from './polyfill.ts';

/** Which decorator form recorded a handler: TypeScript's `experimentalDecorators` or TC39 Stage 3. */
export type DecoratorForm = 'experimental' | 'stage3';

export type SlotKind = 'param' | 'query' | 'body' | 'header' | 'req' | 'ctx' | 'locals' | 'custom';

export interface SlotRecord {
  readonly kind: SlotKind;
  readonly key: string | undefined;
  /** A custom decorator's value (`createParamDecorator`), read from the context; a promise when async. */
  readonly resolve?: (ctx: Context) => unknown;
}

export interface RouteOptionsRecord {
  /** The DTO class of the body; its `@Schema` validates the body (the Stage 3 form's only way). */
  readonly body?: Constructor;
}

export interface HandlerRecord {
  method: HttpMethod;
  path: string;
  options: RouteOptionsRecord;
  form: DecoratorForm;
}

/** What `@UseFilters`, `@UseGuards` and `@Use` record on a controller or a handler, in the order written. */
export interface EnhancerLists {
  middleware: MiddlewareEntry[];
  filters: Constructor[];
  guards: Constructor[];
}

export interface MethodRecord extends EnhancerLists {
  routes: HandlerRecord[];
  /** Sparse: index → slot (experimental form only). */
  slots: SlotRecord[];
  httpCode: number | undefined;
}

export interface ControllerRecord {
  readonly path: string;
  readonly children: readonly Constructor[];
}

/** Everything the decorators say about one class. Decorators write it; the route compiler reads it. */
export interface ClassRecord extends EnhancerLists {
  controller: ControllerRecord | undefined;
  service: boolean;
  methods: Map<string | symbol, MethodRecord>;
  /** Sparse: constructor parameter index → token from `@Inject(token)`. */
  injects: Token[];
  schema: StandardSchemaV1 | undefined;
  /** The exception classes an exception filter class handles (`@Catch`); empty for every exception. */
  catches: Constructor[] | undefined;
}

// Keyed by the constructor, or by the Stage 3 `context.metadata` (later `Class[Symbol.metadata]`).
const records = new WeakMap<object, ClassRecord>();

function createClassRecord(): ClassRecord {
  return {
    controller: undefined,
    service: false,
    methods: new Map(),
    middleware: [],
    filters: [],
    guards: [],
    injects: [],
    schema: undefined,
    catches: undefined,
  };
}

export function writeClassRecord(key: object): ClassRecord {
  let record = records.get(key);
  if (!record) records.set(key, (record = createClassRecord()));
  return record;
}

/** After a Stage 3 class decorator: make the record reachable from the class itself. */
export function linkClassRecord(cls: object, metadata: object): ClassRecord {
  const record = writeClassRecord(metadata);
  records.set(cls, record);
  return record;
}

export function writeMethodRecord(key: object, name: string | symbol): MethodRecord {
  const record = writeClassRecord(key);
  let method = record.methods.get(name);
  if (!method) {
    method = { routes: [], slots: [], middleware: [], filters: [], guards: [], httpCode: undefined };
    record.methods.set(name, method);
  }
  return method;
}

/** The class's own record (not inherited), in either form. */
export function readClassRecord(cls: object): ClassRecord | undefined {
  const direct = records.get(cls);
  if (direct) return direct;
  if (!Object.hasOwn(cls, metadataSymbol)) return undefined;
  const metadata = (cls as Record<symbol, unknown>)[metadataSymbol];
  return typeof metadata === 'object' && metadata !== null ? records.get(metadata) : undefined;
}
