import { readDocsAssets } from './docs-assets.ts';
import { writeDocsPage, writeDocsScript } from './docs-page.ts';
import { resolveOptions, type OpenApiDocument, type OpenApiOptions } from './options.ts';
import { readAsyncApiDocument, readDocument } from './read-document.ts';
import { applyStandardSchemas } from './standard-schemas.ts';

/** The part of `@fw/core`'s `PluginHost` this plugin uses, declared so `@fw/client` needs no `@fw/core`. */
export interface OpenApiPluginHost {
  route(method: ('GET' | 'HEAD')[], path: string, value: Response, options?: { readonly label?: string }): void;
}

/** What `OpenApi()` returns: an `FwPlugin` for `app.use()`. */
export interface OpenApiPlugin {
  readonly name: string;
  setup(host: OpenApiPluginHost): Promise<void>;
}

const METHODS: ('GET' | 'HEAD')[] = ['GET', 'HEAD'];

/**
 * Serves an OpenAPI document and a docs page (Swagger UI, from npm, served locally), and the gateways' AsyncAPI
 * document when given; off in production unless asked.
 * @example
 * import { OpenApi } from '@fw/client/openapi';
 * app.use(OpenApi({ document: 'openapi.json', asyncapi: 'asyncapi.json', schemas: { CreateUserDto: userSchema } }));
 * await app.listen(3000); // GET /openapi.json, GET /docs, GET /asyncapi.json
 */
export function OpenApi(options: OpenApiOptions): OpenApiPlugin {
  const resolved = resolveOptions(options);
  return {
    name: '@fw/client/openapi',
    async setup(host) {
      if (process.env.NODE_ENV === 'production' && !resolved.production) return;
      const document = applyStandardSchemas(await readDocument(resolved.document), resolved.schemas);
      const json = respond(JSON.stringify(document), 'application/json');
      host.route(METHODS, resolved.path, json, { label: 'OpenAPI document' });
      if (resolved.asyncapi) {
        const asyncapi = JSON.stringify(await readAsyncApiDocument(resolved.asyncapi.document));
        host.route(METHODS, resolved.asyncapi.path, respond(asyncapi, 'application/json'), {
          label: 'AsyncAPI document',
        });
      }
      const docs = resolved.docs;
      if (docs === false) return;
      const assets = await readDocsAssets();
      const page = writeDocsPage(docs, `${readTitle(document)} (API docs)`);
      const pageLabel = { label: 'OpenAPI docs page' };
      host.route(METHODS, docs, respond(page, 'text/html; charset=utf-8'), pageLabel);
      const script = writeDocsScript(resolved.path);
      host.route(METHODS, `${docs}/init.js`, respond(script, 'text/javascript; charset=utf-8'), pageLabel);
      for (const [name, asset] of assets)
        host.route(METHODS, `${docs}/${name}`, respond(asset.body, asset.type), pageLabel);
    },
  };
}

/** A fixed answer (served natively, HEAD included); `no-cache`: a restart with a new document is seen at once. */
function respond(body: string | Uint8Array, type: string): Response {
  const headers = { 'content-type': type, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' };
  return new Response(body as BodyInit, { headers });
}

function readTitle(document: OpenApiDocument): string {
  // Typed, but read from a file: checked.
  const title: unknown = document.info?.title;
  return typeof title === 'string' && title.length > 0 ? title : 'API';
}
