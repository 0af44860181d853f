import type { JsonSchema } from '../../json-schema/schema.ts';

export type { OpenApiDocumentOptions } from '../../options.ts';

/** A Schema Object of the document: JSON Schema 2020-12. */
export type Schema = JsonSchema;

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

export interface MediaTypeObject {
  schema: Schema;
  /** The type of each item of a stream (OpenAPI 3.2 names it `itemSchema`). */
  'x-itemSchema'?: Schema;
}

export interface ResponseObject {
  description: string;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId: string;
  tags: string[];
  summary?: string;
  description?: string;
  deprecated?: boolean;
  parameters?: ParameterObject[];
  requestBody?: { required: boolean; content: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseObject>;
  security?: Record<string, string[]>[];
}

/** The OpenAPI 3.1 document written from the scan. */
export interface OpenApiDocumentObject {
  openapi: '3.1.1';
  info: { title: string; version: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, Schema>; securitySchemes?: Record<string, Readonly<Record<string, unknown>>> };
}

export const SECURITY_NAME = 'authorization';
export const DEFAULT_SECURITY_SCHEME = { type: 'http', scheme: 'bearer' } as const;
