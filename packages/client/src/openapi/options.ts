import { OpenApiError } from './openapi-error.ts';

/** A Standard JSON Schema value (zod 4.2+, ArkType 2.1.28+, Valibot through its adapter): `~standard.jsonSchema`. */
export interface StandardJsonSchema {
  readonly '~standard': {
    readonly vendor: string;
    readonly jsonSchema?: {
      readonly input: (options: { readonly target: string }) => Record<string, unknown>;
      readonly output: (options: { readonly target: string }) => Record<string, unknown>;
    };
  };
}

/** An OpenAPI 3.x document as JSON: only what the plugin reads is typed. */
export interface OpenApiDocument {
  readonly openapi: string;
  readonly info?: { readonly title?: string; readonly version?: string };
  readonly components?: { readonly schemas?: Readonly<Record<string, unknown>> };
  readonly [key: string]: unknown;
}

/** An AsyncAPI 3.x document as JSON (`fw-client asyncapi` writes one): only what the plugin reads is typed. */
export interface AsyncApiDocument {
  readonly asyncapi: string;
  readonly [key: string]: unknown;
}

/** Options of `OpenApi()` (README "OpenAPI"). */
export interface OpenApiOptions {
  /** The document, or the path of its JSON file (relative to the directory the API is run from). */
  readonly document: OpenApiDocument | string;
  /** Where the document is served. Default: `/openapi.json`. */
  readonly path?: string;
  /** Where the docs page is served, its assets under it; `false`: no page. Default: `/docs`. */
  readonly docs?: string | false;
  /** Serve when `NODE_ENV` is `production` too. Default: `false`, an API's description is not public by accident. */
  readonly production?: boolean;
  /**
   * Component name → the `@Schema` validating that DTO: the served component becomes the validator's own
   * JSON Schema (its input form, what a client sends), constraints included.
   */
  readonly schemas?: Readonly<Record<string, StandardJsonSchema>>;
  /** The gateways' AsyncAPI document, or the path of its JSON file, served as it is at `asyncapiPath`. */
  readonly asyncapi?: AsyncApiDocument | string;
  /** Where the AsyncAPI document is served, when given. Default: `/asyncapi.json`. */
  readonly asyncapiPath?: string;
}

export interface ResolvedOpenApiOptions {
  readonly document: OpenApiDocument | string;
  readonly path: string;
  readonly docs: string | false;
  readonly production: boolean;
  readonly schemas: Readonly<Record<string, StandardJsonSchema>>;
  readonly asyncapi: { readonly document: AsyncApiDocument | string; readonly path: string } | undefined;
}

/** A path Bun's router takes literally: `/` and segments of unreserved characters (RFC 3986 §2.3). */
const ROUTE_PATH = /^(?:\/[A-Za-z0-9._~-]+)+$/;

/** Checks the options when `OpenApi()` is called, so a typo fails where it is written. */
export function resolveOptions(options: OpenApiOptions): ResolvedOpenApiOptions {
  if (typeof options !== 'object' || options === null)
    throw new OpenApiError('OPTION_INVALID', 'OpenApi() expects options such as { document: "openapi.json" }');
  const { document, path = '/openapi.json', docs = '/docs', production = false, schemas = {} } = options;
  if (typeof document !== 'string' && (typeof document !== 'object' || document === null))
    throw new OpenApiError('OPTION_INVALID', 'OpenApi() option document must be the document or the path of its file');
  checkPath('path', path);
  if (docs !== false) checkPath('docs', docs);
  if (docs !== false && (docs === path || path.startsWith(`${docs}/`)))
    throw new OpenApiError('OPTION_INVALID', `OpenApi() option path ${path} is taken by the docs page at ${docs}`);
  return { document, path, docs, production, schemas, asyncapi: resolveAsyncApi(options, path, docs) };
}

function resolveAsyncApi(
  options: OpenApiOptions,
  path: string,
  docs: string | false,
): ResolvedOpenApiOptions['asyncapi'] {
  const { asyncapi: document, asyncapiPath = '/asyncapi.json' } = options;
  if (document === undefined) {
    if (options.asyncapiPath !== undefined)
      throw new OpenApiError('OPTION_INVALID', 'OpenApi() option asyncapiPath needs the asyncapi document to serve');
    return undefined;
  }
  if (typeof document !== 'string' && (typeof document !== 'object' || document === null))
    throw new OpenApiError('OPTION_INVALID', 'OpenApi() option asyncapi must be the document or the path of its file');
  checkPath('asyncapiPath', asyncapiPath);
  const taken =
    asyncapiPath === path
      ? 'the OpenAPI document'
      : docs !== false && (asyncapiPath === docs || asyncapiPath.startsWith(`${docs}/`))
        ? `the docs page at ${docs}`
        : undefined;
  if (taken)
    throw new OpenApiError('OPTION_INVALID', `OpenApi() option asyncapiPath ${asyncapiPath} is taken by ${taken}`);
  return { document, path: asyncapiPath };
}

const EXAMPLE_PATHS: Readonly<Record<string, string>> = { docs: '/docs', asyncapiPath: '/asyncapi.json' };

function checkPath(name: string, value: unknown): void {
  if (typeof value !== 'string' || !ROUTE_PATH.test(value))
    throw new OpenApiError(
      'OPTION_INVALID',
      `OpenApi() option ${name} must be a path such as ${EXAMPLE_PATHS[name] ?? '/openapi.json'}, ` +
        `without a trailing slash or :params; received ${JSON.stringify(value)}`,
    );
}
