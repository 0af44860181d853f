/** Headers given as an object may hold `undefined` for "not sent"; `new Headers()` would send the text "undefined". */
export type HeaderSource = HeadersInit | Record<string, string | undefined> | undefined;

/**
 * Completes a base URL written without a scheme, as Eden's `treaty()` does; `''`, `/v1` and `x://` stay.
 * Without it `localhost:3000/api` is a URL whose scheme is `localhost:`, and fetch fails saying nothing.
 * @example
 * toBaseUrl('localhost:3000');  // 'http://localhost:3000'
 * toBaseUrl('api.example.com'); // 'https://api.example.com'
 */
export function toBaseUrl(base: string): string {
  if (/^\/|^$|:\/\//.test(base)) return base;
  return `${LOCAL_HOST.test(base) ? 'http' : 'https'}://${base}`;
}

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?=$|[:/])/i;

/**
 * Builds the request URL; a base of `''` stays relative, so same-origin (SPEC "Route-to-client mapping").
 * @example
 * toUrl('', ['api', 'users'], { role: ['a', 'b'] }); // '/api/users?role=a&role=b'
 */
export function toUrl(base: string, path: readonly string[], query?: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // Arrays repeat the key (`?tag=a&tag=b`), the form every server parser reads back as a list.
    for (const item of [value].flat()) {
      if (item != null) search.append(key, toQueryValue(item));
    }
  }
  const text = search.toString();
  return `${base.replace(/\/+$/, '')}/${path.join('/')}${text ? `?${text}` : ''}`;
}

function toQueryValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Copies headers into `target`; later sources override earlier ones, `undefined` values are skipped. */
export function assignHeaders(target: Headers, source: HeaderSource): void {
  if (!source) return;
  const entries = source instanceof Headers || Array.isArray(source) ? source : Object.entries(source);
  for (const [name, value] of entries) if (value !== undefined) target.set(name, value);
}

/**
 * A call's body for fetch: native bodies as they are, a non-JSON-typed string as is, else JSON (README "What is sent").
 * @example
 * toBody({ name: 'Ann' }, headers); // '{"name":"Ann"}', and content-type is application/json
 */
export function toBody(body: unknown, headers: Headers): BodyInit | null {
  if (body == null) return null;
  const type = headers.get('content-type');
  const json = /json/i.test(type ?? '');
  if (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    body instanceof ReadableStream
  ) {
    // Only fetch knows the multipart boundary; a JSON type (a global default) cannot describe a native body.
    if (body instanceof FormData || json) headers.delete('content-type');
    return body as BodyInit;
  }
  if (typeof body === 'string' && type && !json) return body;
  if (!type) headers.set('content-type', 'application/json');
  return JSON.stringify(body);
}
