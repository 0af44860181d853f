import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { OpenApiError } from './openapi-error.ts';
import type { AsyncApiDocument, OpenApiDocument } from './options.ts';

/**
 * The document given, or read from its JSON file (relative to the current directory); a copy the plugin may change.
 * @example
 * await readDocument('openapi.json'); // { openapi: '3.1.1', info: {...}, paths: {...} }
 */
export async function readDocument(source: OpenApiDocument | string): Promise<OpenApiDocument> {
  const value = typeof source === 'string' ? await readJson(path.resolve(source)) : structuredClone(source);
  const version = (value as { openapi?: unknown } | null)?.openapi;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || typeof version !== 'string')
    throw new OpenApiError('DOCUMENT_INVALID', `OpenApi() ${describe(source)} is not an OpenAPI document (no openapi)`);
  if (!/^3\.\d+\.\d+/.test(version))
    throw new OpenApiError('DOCUMENT_INVALID', `OpenApi() ${describe(source)} is OpenAPI ${version}; 3.x is served`);
  return value as OpenApiDocument;
}

/**
 * The AsyncAPI document given, or read from its JSON file; served as it is, so only its version is checked.
 * @example
 * await readAsyncApiDocument('asyncapi.json'); // { asyncapi: '3.0.0', info: {...}, channels: {...} }
 */
export async function readAsyncApiDocument(source: AsyncApiDocument | string): Promise<AsyncApiDocument> {
  const value = typeof source === 'string' ? await readJson(path.resolve(source)) : source;
  const version = (value as { asyncapi?: unknown } | null)?.asyncapi;
  const where = `asyncapi ${describe(source)}`;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || typeof version !== 'string')
    throw new OpenApiError('DOCUMENT_INVALID', `OpenApi() ${where} is not an AsyncAPI document (no asyncapi)`);
  if (!/^3\.\d+\.\d+/.test(version))
    throw new OpenApiError('DOCUMENT_INVALID', `OpenApi() ${where} is AsyncAPI ${version}; 3.x is served`);
  return value as AsyncApiDocument;
}

async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const reason = (error as { code?: string }).code === 'ENOENT' ? 'there is no such file' : String(error);
    throw new OpenApiError('DOCUMENT_UNREADABLE', `OpenApi() cannot read the document ${file}: ${reason}`, {
      cause: error,
    });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new OpenApiError(
      'DOCUMENT_UNREADABLE',
      `OpenApi() document ${file} is not JSON: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
}

function describe(source: object | string): string {
  return typeof source === 'string' ? `document ${path.resolve(source)}` : 'document';
}
