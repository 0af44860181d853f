// Calls a running API with requests built from its OpenAPI document, and checks each answer against it: the
// status must be documented for the operation and the body must match that status's schema (Ajv 2020).
import { compileWithComponents } from './ajv-2020.ts';

type Schema = Record<string, unknown>;

export interface DocumentedOperation {
  operationId: string;
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: unknown[];
}

export interface DocumentUnderTest {
  paths: Record<string, Record<string, DocumentedOperation>>;
  components: { schemas: Record<string, Schema> };
}

export interface DriveOptions {
  /** A path parameter's value by name: one the API's data holds. */
  readonly known?: Record<string, string>;
  /** Sent as `Authorization` to an operation with a security requirement. */
  readonly authorization?: string;
}

/** One operation of the document, with its path and method. */
export interface Listed {
  readonly path: string;
  readonly method: string;
  readonly operation: DocumentedOperation;
}

/** Every operation, deletions last (so what they remove is there for the others). */
export function listOperations(document: DocumentUnderTest): Listed[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })))
    .sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));
}

/** Whether an invalid request can be built: a body, or a query value that is not free text. */
export function takesRefusableInput(operation: DocumentedOperation): boolean {
  const typed = operation.parameters?.some((p) => p.in === 'query' && p.schema.type !== 'string');
  return operation.requestBody !== undefined || typed === true;
}

/** A value the schema accepts: the first of an enum, a const, each required member, formats as they read. */
export function sample(schema: Schema | undefined, document: DocumentUnderTest): unknown {
  if (!schema) return 'x';
  if (typeof schema.$ref === 'string')
    return sample(document.components.schemas[schema.$ref.split('/').pop() ?? ''], document);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const anyOf = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (anyOf?.[0]) return sample(anyOf[0], document);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = (schema.required ?? []) as string[];
    return Object.fromEntries(required.map((key) => [key, sample(properties[key], document)]));
  }
  if (type === 'array') return [];
  if (type === 'number' || type === 'integer') return Math.max(1, Number(schema.minimum ?? 1));
  if (type === 'boolean') return true;
  if (schema.format === 'email') return 'ada@example.com';
  return 'a'.repeat(Math.max(3, Number(schema.minLength ?? 3)));
}

/** A value a typed schema refuses: a number where text is wanted, text where anything else is. */
function spoil(schema: Schema | undefined): unknown {
  return schema && (schema.type === 'string' || schema.format) ? 12345 : 'not-a-number';
}

/** Sends the operation's request, valid or not, to the API at `base`. */
export function callOperation(
  base: URL,
  listed: Listed,
  document: DocumentUnderTest,
  valid: boolean,
  options: DriveOptions = {},
): Promise<Response> {
  const { path, method, operation } = listed;
  const url = new URL(base);
  const headers = new Headers();
  if (operation.security && options.authorization) headers.set('authorization', options.authorization);
  let filled = path;
  for (const parameter of operation.parameters ?? []) {
    const value = valid || parameter.in !== 'query' ? sample(parameter.schema, document) : spoil(parameter.schema);
    const text = options.known?.[parameter.name] ?? String(value);
    if (parameter.in === 'path') filled = filled.replace(`{${parameter.name}}`, encodeURIComponent(text));
    else if (parameter.in === 'query' && (parameter.required || !valid)) url.searchParams.set(parameter.name, text);
    else if (parameter.in === 'header' && parameter.required) headers.set(parameter.name, text);
  }
  url.pathname = filled;
  let body: string | undefined;
  if (operation.requestBody) {
    const schema = operation.requestBody.content['application/json']?.schema;
    headers.set('content-type', 'application/json');
    body = JSON.stringify(valid ? sample(schema, document) : spoil(schema));
  }
  return fetch(url, { method: method.toUpperCase(), headers, body });
}

/** Throws unless the answer's status is documented for the operation and its body matches that schema. */
export async function expectDocumented(
  response: Response,
  operation: DocumentedOperation,
  document: DocumentUnderTest,
): Promise<void> {
  const documented = operation.responses[String(response.status)];
  const text = await response.text();
  if (!documented) throw new Error(`${operation.operationId}: undocumented status ${response.status}: ${text}`);
  if (!documented.content) {
    if (text !== '') throw new Error(`${operation.operationId} ${response.status}: a body where none is documented`);
    return;
  }
  const type = (response.headers.get('content-type') ?? '').split(';')[0] ?? '';
  const schema = documented.content[type]?.schema;
  if (!schema) throw new Error(`${operation.operationId} ${response.status}: ${type} is not documented`);
  const validate = compileWithComponents(schema, document.components.schemas);
  if (!validate(type === 'text/plain' ? text : JSON.parse(text)))
    throw new Error(`${operation.operationId} ${response.status}: ${text} does not match its schema`);
}
