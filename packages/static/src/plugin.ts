import type { FwPlugin, RawRouteValue } from '@fw/core';
import type { PluginHost } from '@fw/core/plugin';
import type { FileServing } from './adapter/file-serving.ts';
import type { FileIndex } from './files/file-index.ts';
import type { ResolvedOptions, StaticOptions } from './options.ts';
import type { StaticFile } from './files/static-file.ts';
import { loadFileServing } from './adapter/this-runtime.ts';
import { lookupOnDisk } from './files/disk-lookup.ts';
import { createFallback } from './fallback.ts';
import { isNativeServable, loadFileIndex, toFindFile } from './files/file-index.ts';
import { resolveOptions } from './options.ts';
import { respond } from './request/respond.ts';

/** A path Bun's router takes literally (no `:` or `*`, nothing escaped); others go to the fallback. */
const ROUTABLE = /^[A-Za-z0-9._~@+,=-]+(?:\/[A-Za-z0-9._~@+,=-]+)*$/;

/**
 * Serves a built frontend directory in production, with an optional SPA fallback; routes always win.
 * @example
 * const app = new Fw();
 * app.controllers([UsersController]);
 * if (process.env.NODE_ENV === 'production') {
 *   app.use(await StaticPlugin.create({ root: '../web/dist', spa: true }));
 * }
 * await app.listen(3000);
 */
export class StaticPlugin implements FwPlugin {
  readonly name = '@fw/static';
  readonly #options: ResolvedOptions;
  readonly #files: FileIndex | null;
  readonly #serving: FileServing;

  private constructor(options: ResolvedOptions, files: FileIndex | null, serving: FileServing) {
    this.#options = options;
    this.#files = files;
    this.#serving = serving;
  }

  /** Validates the options and, with `alwaysStatic`, loads the files; rejects naming the option or path. */
  static async create(options: StaticOptions): Promise<StaticPlugin> {
    const resolved = await resolveOptions(options);
    const serving = await loadFileServing();
    const files = resolved.alwaysStatic ? await loadFileIndex(resolved, serving.hashBytes) : null;
    return new StaticPlugin(resolved, files, serving);
  }

  setup(host: PluginHost): void {
    const options = this.#options;
    const files = this.#files;
    if (files !== null) this.#addFileRoutes(host, files.inMemory);
    const find = files === null ? (filePath: string) => lookupOnDisk(options, filePath) : toFindFile(files, options);
    host.fallback(createFallback(options, find, this.#serving.disk));
  }

  #addFileRoutes(host: PluginHost, files: ReadonlyMap<string, StaticFile>): void {
    const { prefix, index } = this.#options;
    const add = (path: string, file: StaticFile) => {
      if (!host.isApiPath(path)) host.route(['GET', 'HEAD'], path, this.#toRouteValue(file), { overridable: true });
    };
    for (const [filePath, file] of files) {
      if (ROUTABLE.test(filePath)) add(prefix === '/' ? `/${filePath}` : `${prefix}/${filePath}`, file);
    }
    const indexFile = files.get(index);
    if (indexFile !== undefined) add(prefix, indexFile);
  }

  /** A fixed `Response` (Bun answers it natively, 304s included) when there is nothing to negotiate. */
  #toRouteValue(file: StaticFile): RawRouteValue {
    const { source, headers } = file.identity;
    const { disk, fixedResponses } = this.#serving;
    const fixed = fixedResponses && isNativeServable(file) && typeof source !== 'string';
    return fixed ? new Response(source, { headers }) : (request) => respond(request, file, disk);
  }
}
