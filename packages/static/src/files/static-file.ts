/** Bytes read into JavaScript (a plain `ArrayBuffer`, never shared), as `Response` bodies take them. */
export type Bytes = Uint8Array<ArrayBuffer>;

/** A `Blob` held once in memory (shared by every response; a typed array would be copied), or a path. */
export type Source = Blob | string;

export type Encoding = 'br' | 'gzip';

/** Finds a root-relative file: in the memory index (`alwaysStatic`) or on disk. */
export type FindFile = (filePath: string) => StaticFile | null | Promise<StaticFile | null>;

/** One stored form of a file: the identity bytes or a precompressed sibling (`.br`, `.gz`). */
export interface Representation {
  readonly size: number;
  readonly mtimeMs: number;
  readonly encoding: Encoding | null;
  readonly version: string;
  readonly source: Source;
  readonly headers: RepresentationHeaders;
}

export type RepresentationHeaders = Readonly<Record<string, string> & { etag: string }>;

/** A servable file: what a request needs, decided when the file is found. */
export interface StaticFile {
  readonly identity: Representation;
  readonly encoded: readonly Representation[];
  readonly ranges: boolean;
}

export interface StoredForm {
  readonly size: number;
  readonly mtimeMs: number;
  readonly encoding: Encoding | null;
  readonly source: Source;
  readonly version: string;
}

export interface FileTraits {
  readonly contentType: string;
  readonly cacheControl: string;
  readonly ranges: boolean;
  /** The `headers` option's for this file, names in lower case, none of those `toHeaders` writes. */
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * Builds a `StaticFile` with each representation's headers computed once.
 * @example
 * createStaticFile({ size: 5, mtimeMs: 0, encoding: null, source: new Blob([bytes]), version: 'c0ffee' }, [],
 *   { contentType: 'text/plain; charset=utf-8', cacheControl: 'no-cache', ranges: true, headers: {} });
 */
export function createStaticFile(identity: StoredForm, encoded: readonly StoredForm[], traits: FileTraits): StaticFile {
  const vary = encoded.length > 0;
  const toRepresentation = (form: StoredForm): Representation => ({ ...form, headers: toHeaders(form, traits, vary) });
  return { identity: toRepresentation(identity), encoded: encoded.map(toRepresentation), ranges: traits.ranges };
}

/**
 * A strong ETag, one per coding (RFC 9110 §13.1.5, §8.8.3.3).
 * @example
 * toEtag({ version: 'c0ffee', encoding: 'br' }); // '"c0ffee-br"'
 */
export function toEtag(form: Pick<StoredForm, 'version' | 'encoding'>): string {
  const coding = form.encoding === null ? '' : `-${form.encoding}`;
  return `"${form.version}${coding}"`;
}

/**
 * The version of a file read per request: mtime, size and ctime from `stat` (README, "Validators").
 * @example
 * toStatVersion({ mtimeMs: 1000, size: 49, ctimeMs: 1767323045678 }); // '3e8-31-19b7ca98f2e'
 */
export function toStatVersion(file: {
  readonly mtimeMs: number;
  readonly size: number;
  readonly ctimeMs: number;
}): string {
  return `${Math.floor(file.mtimeMs).toString(16)}-${file.size.toString(16)}-${Math.floor(file.ctimeMs).toString(16)}`;
}

function toHeaders(form: StoredForm, traits: FileTraits, vary: boolean): RepresentationHeaders {
  const headers: Record<string, string> & { etag: string } = {
    ...traits.headers,
    'content-type': traits.contentType,
    etag: toEtag(form),
    'last-modified': new Date(form.mtimeMs).toUTCString(),
    'cache-control': traits.cacheControl,
    'x-content-type-options': 'nosniff',
  };
  if (form.encoding !== null) headers['content-encoding'] = form.encoding;
  // Any file with a precompressed sibling varies by Accept-Encoding, identity included (RFC 9110 §12.5.5).
  if (vary) headers['vary'] = 'Accept-Encoding';
  if (traits.ranges) headers['accept-ranges'] = 'bytes';
  return headers;
}
