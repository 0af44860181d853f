import { messages } from '../errors/catalogue.ts';
import { isRoutedMethod } from '../http/methods.ts';

/** Decides whether an origin may read the answers: `true` to allow it. */
export type CorsOriginCheck = (origin: string) => boolean;

/** Options of `cors()`; each has a default. */
export interface CorsOptions {
  /** The origins whose scripts may read the answers: `'*'` (default), `true`, origins, a `RegExp` or a function. */
  readonly origin?: '*' | true | string | readonly string[] | RegExp | ((origin: string) => boolean);
  /** `Access-Control-Allow-Credentials: true`: the browser sends cookies. Default `false`. */
  readonly credentials?: boolean;
  /** `Access-Control-Allow-Methods` of a preflight. Default: GET, HEAD, PUT, PATCH, POST, DELETE. */
  readonly methods?: readonly string[];
  /** `Access-Control-Allow-Headers` of a preflight. Default: the headers the preflight asks for. */
  readonly allowedHeaders?: readonly string[];
  /** `Access-Control-Expose-Headers`: what a script may read beyond the safelisted headers. Default none. */
  readonly exposedHeaders?: readonly string[];
  /** Seconds a browser may cache a preflight's answer (`Access-Control-Max-Age`). Default: the browser's. */
  readonly maxAge?: number;
}

/** The options as the middleware uses them: checked, with the defaults in and the header values joined. */
export interface CorsPolicy {
  /** `undefined` for `'*'`: every origin, answered `*`, the same for all (no `Vary: Origin`). */
  readonly allows: CorsOriginCheck | undefined;
  readonly credentials: boolean;
  readonly allowMethods: string | undefined;
  readonly reflectHeaders: boolean;
  readonly allowHeaders: string | undefined;
  readonly exposeHeaders: string | undefined;
  readonly maxAge: string | undefined;
}

const KNOWN: readonly string[] = ['origin', 'credentials', 'methods', 'allowedHeaders', 'exposedHeaders', 'maxAge'];
const DEFAULT_METHODS = 'GET, HEAD, PUT, PATCH, POST, DELETE';
// A method or header name is a token (RFC 9110 §5.6.2).
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

// A misspelt key (`orgin`) would otherwise leave the default, which allows every origin, in silence.
export function readCorsOptions(options: CorsOptions = {}): CorsPolicy {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(messages.corsInvalidOption('options', options, 'an object'));
  }
  for (const key of Object.keys(options))
    if (!KNOWN.includes(key)) throw new TypeError(messages.corsUnknownOption(key, KNOWN));
  const { origin = '*', credentials = false, methods, allowedHeaders, exposedHeaders, maxAge } = options;
  if (typeof credentials !== 'boolean')
    throw new TypeError(messages.corsInvalidOption('credentials', credentials, 'true or false'));
  // A browser refuses a credentialed answer whose Access-Control-Allow-Origin is `*` (Fetch Standard, CORS check).
  if (origin === '*' && credentials)
    throw new TypeError(messages.corsWildcardCredentials(options.origin === undefined));
  if (maxAge !== undefined && !(typeof maxAge === 'number' && Number.isInteger(maxAge) && maxAge >= 0)) {
    throw new TypeError(messages.corsInvalidOption('maxAge', maxAge, 'a whole number of seconds from 0'));
  }
  return {
    allows: origin === '*' ? undefined : readOrigin(origin, credentials),
    credentials,
    allowMethods:
      methods === undefined ? DEFAULT_METHODS : readTokens('methods', methods, "['GET', 'POST']", toStandardMethod),
    reflectHeaders: allowedHeaders === undefined,
    allowHeaders:
      allowedHeaders === undefined
        ? undefined
        : readTokens('allowedHeaders', allowedHeaders, "['Content-Type', 'Authorization']"),
    exposeHeaders:
      exposedHeaders === undefined ? undefined : readTokens('exposedHeaders', exposedHeaders, "['X-Request-Id']"),
    maxAge: maxAge === undefined ? undefined : String(maxAge),
  };
}

const ORIGIN_FORMS = "'*', true, an origin, a list of origins, a RegExp or a function (origin) => boolean";

// The origin of a sandboxed iframe, a `data:` page or a redirect chain (RFC 6454 §7.3): any site can send it.
const OPAQUE = 'null';

function readOrigin(origin: unknown, credentials: boolean): CorsOriginCheck {
  // With credentials, reflecting `null` lets any sandboxed page read a user's answers: listed `'null'` only.
  if (origin === true) return credentials ? (candidate) => candidate !== OPAQUE : () => true;
  if (typeof origin === 'string') {
    const allowed = readExactOrigin(origin);
    return (candidate) => candidate === allowed;
  }
  if (Array.isArray(origin)) {
    if (origin.length === 0)
      throw new TypeError(
        messages.corsInvalidOption('origin', origin, `${ORIGIN_FORMS}; an empty list allows no origin`),
      );
    const allowed = new Set(origin.map((entry: unknown) => readExactOrigin(entry)));
    return (candidate) => allowed.has(candidate);
  }
  if (origin instanceof RegExp) {
    // Anchored whole (`/^a|b$/` anchors one side of each branch); `g`/`y` would carry `lastIndex` across requests.
    const pattern = new RegExp(`^(?:${origin.source})$`, origin.flags.replace(/[gy]/g, ''));
    return (candidate) => pattern.test(candidate);
  }
  if (typeof origin === 'function') {
    const check = origin as (origin: string) => unknown;
    return (candidate) => {
      const allowed = check(candidate);
      // A promise or an origin string (Hono's form) is truthy: taken as a yes, it would allow every origin.
      if (typeof allowed !== 'boolean') throw new TypeError(messages.corsOriginResult(allowed));
      return allowed;
    };
  }
  throw new TypeError(messages.corsInvalidOption('origin', origin, ORIGIN_FORMS));
}

// A serialized origin (RFC 6454 §6.2); `capacitor://localhost` has none by the URL Standard but is sent as is.
function readExactOrigin(entry: unknown): string {
  if (typeof entry !== 'string') throw new TypeError(messages.corsInvalidOption('origin', entry, ORIGIN_FORMS));
  if (entry === OPAQUE) return entry;
  // The URL parser takes `*` as a host character: `https://*.a.com` would match no origin, in silence.
  if (entry.includes('*')) throw new TypeError(messages.corsOriginPattern(entry, ORIGIN_FORMS));
  const url = URL.canParse(entry) ? new URL(entry) : undefined;
  const serialized =
    url === undefined || url.host === ''
      ? undefined
      : url.origin === 'null'
        ? `${url.protocol}//${url.host}`
        : url.origin;
  if (serialized !== entry) throw new TypeError(messages.corsNotAnOrigin(entry, serialized));
  return entry;
}

function readTokens(
  option: string,
  list: unknown,
  example: string,
  normalize = (name: string) => name,
): string | undefined {
  const expected = `a list of names, e.g. ${example}`;
  if (!Array.isArray(list)) throw new TypeError(messages.corsInvalidOption(option, list, expected));
  for (const name of list as unknown[]) {
    if (typeof name !== 'string' || !TOKEN.test(name))
      throw new TypeError(messages.corsInvalidOption(option, name, expected));
  }
  return list.length === 0 ? undefined : (list as string[]).map(normalize).join(', ');
}

// Case-sensitive (RFC 9110 §9.1): `'patch'` would refuse the `PATCH` fetch() sends; routed ones upper-cased.
function toStandardMethod(name: string): string {
  const upper = name.toUpperCase();
  return isRoutedMethod(upper) ? upper : name;
}
