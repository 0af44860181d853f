/** Bytes read into JavaScript (a plain `ArrayBuffer`, never shared), as `Response` bodies take them. */
export type Bytes = Uint8Array<ArrayBuffer>;

/**
 * Where a representation's bytes are: held once in memory as a `Blob`, which every response and every range
 * shares (a typed-array body is copied into each response), or the absolute path to read per request.
 */
export type Source = Blob | string;

/** A precompressed sibling's coding, in `Content-Encoding` spelling. */
export type Encoding = 'br' | 'gzip';

/** One stored form of a file: the identity bytes or a precompressed sibling (`.br`, `.gz`). */
export interface Representation {
  readonly size: number;
  readonly mtimeMs: number;
  readonly encoding: Encoding | null;
  /** What tells this content from another under the same name; the ETag is made from it (see `toEtag`). */
  readonly version: string;
  /** The bytes (loaded at start with `alwaysStatic`) or the absolute path to read per request. */
  readonly source: Source;
  /** Every header of a 200 for this representation except `Content-Length`, computed once. */
  readonly headers: RepresentationHeaders;
}

/** Always an ETag, which `If-None-Match` and `If-Range` compare with. */
export type RepresentationHeaders = Readonly<Record<string, string> & { etag: string }>;

/** A servable file: what a request needs, decided when the file is found, not per request. */
export interface StaticFile {
  readonly identity: Representation;
  /** Precompressed siblings in the server's order of preference (br, then gzip). */
  readonly encoded: readonly Representation[];
  /** Whether `Range` is honoured (always per request; see README for `alwaysStatic`). */
  readonly ranges: boolean;
}

export interface StoredForm {
  readonly size: number;
  readonly mtimeMs: number;
  readonly encoding: Encoding | null;
  readonly source: Source;
  /** A hash of the bytes when they are in memory (`loadFileIndex`), `toStatVersion()` when read per request. */
  readonly version: string;
}

export interface FileTraits {
  readonly contentType: string;
  readonly cacheControl: string;
  readonly ranges: boolean;
}

/**
 * Builds a `StaticFile` with each representation's headers computed once.
 *
 * @example
 * createStaticFile({ size: 5, mtimeMs: 0, encoding: null, source: new Blob([bytes]), version: 'c0ffee' }, [],
 *   { contentType: 'text/plain; charset=utf-8', cacheControl: 'no-cache', ranges: true });
 */
export function createStaticFile(identity: StoredForm, encoded: readonly StoredForm[], traits: FileTraits): StaticFile {
  const vary = encoded.length > 0;
  const toRepresentation = (form: StoredForm): Representation => ({ ...form, headers: toHeaders(form, traits, vary) });
  return { identity: toRepresentation(identity), encoded: encoded.map(toRepresentation), ranges: traits.ranges };
}

/**
 * A strong validator, so `If-Range` can use it (RFC 9110 §13.1.5 allows only strong comparison there).
 * The coding is part of it: each representation needs its own tag (RFC 9110 §8.8.3.3).
 *
 * @example
 * toEtag({ version: 'c0ffee', encoding: 'br' }); // '"c0ffee-br"'
 */
export function toEtag(form: Pick<StoredForm, 'version' | 'encoding'>): string {
  const coding = form.encoding === null ? '' : `-${form.encoding}`;
  return `"${form.version}${coding}"`;
}

/**
 * The version of a file read per request, from `stat` alone (hashing would read the file on every
 * request): modification time and size, as nginx does, plus the status-change time, which no build tool
 * can set, so a rewrite that keeps mtime and size still changes the tag (see README, "Validators").
 *
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
    'content-type': traits.contentType,
    etag: toEtag(form),
    'last-modified': new Date(form.mtimeMs).toUTCString(),
    'cache-control': traits.cacheControl,
    // Stops a browser from sniffing an asset into HTML or script (Fetch standard, "X-Content-Type-Options").
    'x-content-type-options': 'nosniff',
  };
  if (form.encoding !== null) headers['content-encoding'] = form.encoding;
  // Any file with a precompressed sibling varies by Accept-Encoding, identity included (RFC 9110 §12.5.5).
  if (vary) headers['vary'] = 'Accept-Encoding';
  if (traits.ranges) headers['accept-ranges'] = 'bytes';
  return headers;
}
