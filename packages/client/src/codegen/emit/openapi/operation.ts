import type ts from 'typescript';
import type { JsonSchemaConverter } from '../../json-schema/converter.ts';
import type { LeafShape, RouteShape, ScopeShape, SlotShape } from '../../model.ts';
import { exemptScope, mergeScopes } from '../../scan/read-scope.ts';
import { SECURITY_NAME, type OperationObject, type ParameterObject, type Schema } from './options.ts';
import { readParameters, toValueSchema } from './parameters.ts';
import { readErrorResponses, readSuccessResponses } from './responses.ts';

/** What an operation is written from: the route, its leaf, the scopes covering it, and its unique id. */
export interface OperationInput {
  readonly route: RouteShape;
  readonly leaf: LeafShape;
  readonly covering: readonly ScopeShape[];
  readonly operationId: string;
}

/** How the document answers what every operation shares. */
export interface OperationContext {
  readonly converter: JsonSchemaConverter;
  readonly checker: ts.TypeChecker;
  /** fw's validation error body, for a route that takes input and declares no body for that status. */
  readonly validation: { readonly status: number; readonly schema: () => Schema };
}

/**
 * One route as an Operation Object: parameters, body, success and error responses, security, docs.
 * @example
 * writeOperation({ route, leaf, covering, operationId: 'UsersController_findOne' }, context).responses['200'];
 */
export function writeOperation(input: OperationInput, context: OperationContext): OperationObject {
  const { route, leaf } = input;
  const { converter, checker } = context;
  // A guard the route's metadata exempts (`skipWhen`) is not run there: its security and errors are not the route's.
  const scope = mergeScopes([...input.covering, leaf.scope].map((each) => exemptScope(each, route.keys)));
  const headers: SlotShape = {
    keyed: new Map([...leaf.headers.keyed, ...without(scope.headers, leaf.headers.keyed)]),
    whole: leaf.headers.whole,
  };
  const secured = [...headers.keyed.keys()].some((name) => name.toLowerCase() === SECURITY_NAME);
  const parameters = [
    ...readPathParameters(route.path, leaf.params, context),
    ...readParameters('query', leaf.query, converter, checker),
    ...readParameters('header', headers, converter, checker).filter((parameter) => parameter.name !== SECURITY_NAME),
  ];
  const requestBody = readBody(leaf, converter);
  const responses = {
    ...readSuccessResponses(route.method, leaf, converter),
    ...readErrorResponses(scope.errors, converter),
  };
  const takesInput = parameters.length > 0 || requestBody !== undefined;
  const validation = String(context.validation.status);
  if (takesInput && !responses[validation])
    responses[validation] = {
      description: 'Validation failed',
      content: { 'application/json': { schema: context.validation.schema() } },
    };
  const { summary, description, deprecated } = route.doc;
  return {
    operationId: input.operationId,
    tags: [route.controller],
    ...(summary ? { summary } : {}),
    ...(description ? { description } : {}),
    ...(deprecated ? { deprecated } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: sortResponses(responses),
    ...(secured ? { security: [{ [SECURITY_NAME]: [] }] } : {}),
  };
}

/** `UsersController_findOne`: a route's `operationId` before the document numbers clashes. */
export function toOperationId(route: RouteShape): string {
  return `${route.controller}_${route.handler}`;
}

/** An `operationId` with only letters, digits, `_`, `.` and `-`: each other character made `_`. */
export function toSafeOperationId(id: string): string {
  return id.replace(/[^A-Za-z0-9_.-]/g, '_');
}

/** `/users/:id` as OpenAPI writes it: `/users/{id}`. */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

// Every `:name` of the path, typed by the handler's params when it declares the key.
function readPathParameters(path: string, slot: SlotShape, context: OperationContext): ParameterObject[] {
  const declared = new Map(readParameters('path', slot, context.converter, context.checker).map((p) => [p.name, p]));
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name = '']) => ({
    name,
    in: 'path' as const,
    required: true,
    schema: declared.get(name)?.schema ?? { type: 'string' },
  }));
}

function readBody(leaf: LeafShape, converter: JsonSchemaConverter): OperationObject['requestBody'] {
  const { keyed, whole } = leaf.body;
  const parts: Schema[] = whole.map((value) => toValueSchema(value, converter));
  if (keyed.size > 0) {
    const properties = Object.fromEntries([...keyed].map(([name, value]) => [name, toValueSchema(value, converter)]));
    const required = [...keyed].filter(([, value]) => !value.optional).map(([name]) => name);
    parts.push({ type: 'object', properties, ...(required.length > 0 ? { required } : {}) });
  }
  if (parts.length === 0 && leaf.bodyOption) parts.push(converter.convert(leaf.bodyOption.type, leaf.bodyOption.node));
  if (parts.length === 0) return undefined;
  const optional = [...keyed.values()].every((value) => value.optional) && whole.every((value) => value.optional);
  const schema = parts.length === 1 && parts[0] !== undefined ? parts[0] : { allOf: parts };
  return { required: leaf.bodyOption !== undefined || !optional, content: { 'application/json': { schema } } };
}

function without<V>(scope: ReadonlyMap<string, V>, own: ReadonlyMap<string, unknown>): [string, V][] {
  return [...scope].filter(([name]) => !own.has(name));
}

function sortResponses<T>(responses: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)));
}
