import { FwError } from '@fw/core';
import { realpath, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { staticErrors } from './errors.ts';
import { type FileHeaders, type HeadersOption, readHeadersOption } from './extra-headers.ts';

/** Options of `StaticPlugin.create()`; defaults and their reasons are in the package README. */
export interface StaticOptions {
  /** The built frontend directory (absolute, or relative to the working directory). */
  readonly root: string;
  /** URL path the directory is mounted at. Default `'/'`. */
  readonly prefix?: string;
  /** File served for the mount point and for directory paths ending in `/`. Default `'index.html'`. */
  readonly index?: string;
  /** Serve the index file for client-side routes (GET/HEAD, `Accept: text/html`, no extension). Default `false`. */
  readonly spa?: boolean;
  /** Load every file into memory at start and serve from Bun's native static routes. Default `true`. */
  readonly alwaysStatic?: boolean;
  /** With `alwaysStatic`, a larger file stays on disk. Default `MAX_MEMORY_FILE_SIZE`; `Infinity` holds all. */
  readonly maxMemoryFileSize?: number;
  /** `Cache-Control` for files. Default `'no-cache'` (revalidate with the ETag on every use). */
  readonly cacheControl?: string;
  /** `Cache-Control` for the index file and the SPA fallback. Default `'no-cache'`. */
  readonly indexCacheControl?: string;
  /** Which content-hashed files get `immutable`: `true` (Vite's names, default), a RegExp, or `false`. */
  readonly immutable?: boolean | RegExp;
  /** Headers added to every file and the SPA page (`Access-Control-Allow-Origin`, a CSP), or a function of the path. */
  readonly headers?: HeadersOption;
}

export interface ResolvedOptions {
  readonly root: string;
  readonly prefix: string;
  readonly index: string;
  readonly spa: boolean;
  readonly alwaysStatic: boolean;
  readonly maxMemoryFileSize: number;
  readonly cacheControl: string;
  readonly indexCacheControl: string;
  readonly immutable: RegExp | null;
  readonly headers: FileHeaders;
}

/** Vite's output names, `assets/<name>-<8-char hash>.<ext>`, the hash with a digit or capital (README). */
export const VITE_HASHED_ASSET = /^assets\/(?:[^/]+\/)*[^/]+-(?=[a-z_-]*[A-Z0-9])[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/;

/** Above this size a file is sent from disk even with `alwaysStatic` (measured: see the README, "Memory"). */
export const MAX_MEMORY_FILE_SIZE = 1024 * 1024;

const KNOWN = [
  'root',
  'prefix',
  'index',
  'spa',
  'alwaysStatic',
  'maxMemoryFileSize',
  'cacheControl',
  'indexCacheControl',
  'immutable',
  'headers',
] as const;

/** Validates `options`, fills the defaults and checks that `root` (and, with `spa`, its index) exists. */
export async function resolveOptions(options: StaticOptions): Promise<ResolvedOptions> {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new FwError(staticErrors.notAnObject());
  }
  for (const key of Object.keys(options)) {
    if (!(KNOWN as readonly string[]).includes(key)) throw new FwError(staticErrors.unknownOption(key, KNOWN));
  }
  const input = options as unknown as Record<string, unknown>;
  const rootOption = expectString(input, 'root', undefined);
  const prefix = normalisePrefix(expectString(input, 'prefix', '/'));
  const index = expectString(input, 'index', 'index.html');
  if (!/^[^/\\\0]+$/.test(index) || index === '.' || index === '..') throw new FwError(staticErrors.badIndex(index));
  const spa = expectBoolean(input, 'spa', false);
  const alwaysStatic = expectBoolean(input, 'alwaysStatic', true);
  const maxMemoryFileSize = expectByteCount(input, 'maxMemoryFileSize', MAX_MEMORY_FILE_SIZE);
  const cacheControl = expectHeaderValue(input, 'cacheControl', 'no-cache');
  const indexCacheControl = expectHeaderValue(input, 'indexCacheControl', 'no-cache');
  const immutable = readImmutable(input['immutable']);
  const headers = readHeadersOption(input['headers']);

  const root = await readRoot(resolve(rootOption));
  if (spa) await requireIndex(join(root, index), join(resolve(rootOption), index));
  return {
    root,
    prefix,
    index,
    spa,
    alwaysStatic,
    maxMemoryFileSize,
    cacheControl,
    indexCacheControl,
    immutable,
    headers,
  };
}

async function readRoot(path: string): Promise<string> {
  let real: string;
  try {
    real = await realpath(path);
  } catch {
    throw new FwError(staticErrors.rootMissing(path));
  }
  if (!(await stat(real)).isDirectory()) throw new FwError(staticErrors.rootNotDirectory(path));
  return real;
}

async function requireIndex(realPath: string, shownPath: string): Promise<void> {
  const info = await stat(realPath).catch(() => null);
  if (info === null || !info.isFile()) throw new FwError(staticErrors.indexMissing(shownPath));
}

function normalisePrefix(value: string): string {
  const withSlash = value.startsWith('/') ? value : `/${value}`;
  const trimmed = withSlash.length > 1 && withSlash.endsWith('/') ? withSlash.slice(0, -1) : withSlash;
  if (trimmed === '/') return trimmed;
  const bad =
    /[%:*?#\\\0\s]/.test(trimmed) ||
    trimmed
      .slice(1)
      .split('/')
      .some((s) => s === '' || s === '.' || s === '..');
  if (bad) throw new FwError(staticErrors.badPrefix(value));
  return trimmed;
}

function readImmutable(value: unknown): RegExp | null {
  if (value === undefined || value === true) return VITE_HASHED_ASSET;
  if (value === false) return null;
  // A `g` or `y` flag would make `test()` stateful and skip every other match.
  if (value instanceof RegExp) return new RegExp(value.source, value.flags.replace(/[gy]/g, ''));
  throw new FwError(staticErrors.wrongType('immutable', 'a boolean or a RegExp', value));
}

function expectString(input: Record<string, unknown>, key: string, fallback: string | undefined): string {
  const value = input[key] ?? fallback;
  if (typeof value !== 'string' || value === '')
    throw new FwError(staticErrors.wrongType(key, 'a non-empty string', value));
  return value;
}

function expectBoolean(input: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const value = input[key] ?? fallback;
  if (typeof value !== 'boolean') throw new FwError(staticErrors.wrongType(key, 'a boolean', value));
  return value;
}

function expectByteCount(input: Record<string, unknown>, key: string, fallback: number): number {
  const value = input[key] ?? fallback;
  const valid = typeof value === 'number' && value >= 0 && (Number.isSafeInteger(value) || value === Infinity);
  const expected = 'a number of bytes (a whole number from 0, or Infinity)';
  if (!valid) throw new FwError(staticErrors.wrongType(key, expected, value));
  return value;
}

function expectHeaderValue(input: Record<string, unknown>, key: string, fallback: string): string {
  const value = expectString(input, key, fallback);
  // A CR or LF would let a configured value inject headers (RFC 9110 §5.5: field values exclude CTLs).
  if (/[\0-\x1f\x7f]/.test(value) || value.trim() === '') throw new FwError(staticErrors.badHeaderValue(key, value));
  return value;
}
