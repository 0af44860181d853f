import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { OpenApiError } from './openapi-error.ts';

/** The docs page's renderer: Swagger UI's prebuilt files, an optional peer served from disk, never a CDN. */
export const DOCS_PACKAGE = 'swagger-ui-dist';

/** The files of the package the page loads, with their media types. */
const ASSETS: ReadonlyMap<string, string> = new Map([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
]);

export interface DocsAsset {
  readonly body: Uint8Array;
  readonly type: string;
}

/**
 * The renderer's files by name, read once; throws naming the package to install when it is missing.
 * @example
 * const assets = await readDocsAssets(); // Map { 'swagger-ui.css' => {...}, 'swagger-ui-bundle.js' => {...} }
 */
export async function readDocsAssets(locate = locateDocsPackage): Promise<ReadonlyMap<string, DocsAsset>> {
  const folder = locate();
  if (folder === undefined)
    throw new OpenApiError(
      'DOCS_PACKAGE_MISSING',
      `OpenApi() serves its docs page with ${DOCS_PACKAGE}, which is not installed: ` +
        `npm install ${DOCS_PACKAGE}@^5 (or pass docs: false)`,
    );
  const assets = new Map<string, DocsAsset>();
  for (const [name, type] of ASSETS) assets.set(name, { body: await readFile(path.join(folder, name)), type });
  return assets;
}

/** The package's folder, as the app resolves it (beside @fw/client, else from the current directory). */
function locateDocsPackage(): string | undefined {
  for (const from of [import.meta.url, path.join(process.cwd(), 'package.json')]) {
    try {
      return path.dirname(createRequire(from).resolve(`${DOCS_PACKAGE}/package.json`));
    } catch {
      // Not resolvable from there: the next place, then the error above.
    }
  }
  return undefined;
}
