import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';
import { messages } from '../errors/catalogue.ts';

/**
 * The attributes of a cookie `ctx.setCookie()` sets (fw's own type: the `cookie` package stays private).
 * @example
 * ctx.setCookie('sid', token, { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 60 * 60 * 24 * 7 });
 */
export interface CookieOptions {
  /** Lifetime in seconds (`Max-Age`), a whole number; `0` or less removes the cookie. Wins over `expires`. */
  maxAge?: number;
  /** When the cookie expires (`Expires`); with neither this nor `maxAge` it lasts the browser session. */
  expires?: Date;
  path?: string;
  /** Shares the cookie with the domain's subdomains; unset, only the host that set it gets it. */
  domain?: string;
  /** Sent over HTTPS only; set for `__Secure-` and `__Host-` names. */
  secure?: boolean;
  httpOnly?: boolean;
  /** Whether cross-site requests carry it; `'none'` needs `secure: true`. */
  sameSite?: 'strict' | 'lax' | 'none';
  /** Kept per top-level site (CHIPS); needs `secure: true`. */
  partitioned?: boolean;
  /** Which cookies a browser evicts last when it has too many (Chrome). */
  priority?: 'low' | 'medium' | 'high';
}

type Caller = 'ctx.setCookie' | 'ctx.deleteCookie';

const EPOCH = new Date(0);
const LONE_SURROGATE =
  'the value is not well-formed Unicode (it has a lone surrogate), so it cannot be percent-encoded';

/**
 * The `Cookie` header as a null-prototype object; a name sent twice keeps its first value (RFC 6265 §5.4).
 * @example
 * parseCookies('sid=abc; theme=dark'); // { sid: 'abc', theme: 'dark' }
 */
export function parseCookies(header: string | null): Readonly<Record<string, string | undefined>> {
  return parseCookie(header ?? '');
}

/**
 * One `Set-Cookie` value; what a browser or the `cookie` package would reject throws a `TypeError`.
 * @example
 * toSetCookie('ctx.setCookie', 'theme', 'dark', { maxAge: 3600 }); // 'theme=dark; Max-Age=3600; Path=/'
 */
export function toSetCookie(caller: Caller, name: string, value: string, options: CookieOptions = {}): string {
  // RFC 6265bis §4.1.3; browsers match the prefixes in any case (`__host-` too).
  const lower = name.slice(0, 9).toLowerCase();
  const prefix = lower.startsWith('__host-') ? '__Host-' : lower === '__secure-' ? '__Secure-' : undefined;
  const path = options.path ?? '/';
  const cookie: SetCookie = { ...options, name, value, path };
  if (prefix !== undefined) {
    if (options.secure === false) throw new TypeError(messages.cookiePrefixNotSecure(caller, name, prefix));
    cookie.secure = true;
  }
  if (prefix === '__Host-') {
    if (options.domain) throw new TypeError(messages.hostCookieDomain(caller, name, options.domain));
    if (path !== '/') throw new TypeError(messages.hostCookiePath(caller, name, path));
  }
  if (!cookie.secure) {
    // A string test: Express's `sameSite: true` (Strict), passed from JavaScript, reaches the package as it is.
    if (typeof options.sameSite === 'string' && options.sameSite.toLowerCase() === 'none')
      throw new TypeError(messages.cookieNeedsSecure(caller, name, "sameSite: 'none'"));
    if (options.partitioned) throw new TypeError(messages.cookieNeedsSecure(caller, name, 'partitioned: true'));
  }
  try {
    return stringifySetCookie(cookie);
  } catch (error) {
    // A lone surrogate makes the package's encodeURIComponent throw a URIError.
    if (error instanceof URIError)
      throw new TypeError(messages.cookieRejected(caller, name, LONE_SURROGATE), { cause: error });
    if (error instanceof TypeError)
      throw new TypeError(messages.cookieRejected(caller, name, error.message), { cause: error });
    throw error;
  }
}

/**
 * A `Set-Cookie` that removes `name` (same name, path and domain: RFC 6265 §5.3 step 11); lifetime overridden.
 * @example
 * toRemovalCookie('sid'); // 'sid=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT'
 */
export function toRemovalCookie(name: string, options: CookieOptions = {}): string {
  return toSetCookie('ctx.deleteCookie', name, '', { ...options, maxAge: 0, expires: EPOCH });
}
