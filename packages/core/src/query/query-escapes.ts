import { BadRequestException } from '../errors/http-exception.ts';
import { messages } from '../errors/catalogue.ts';
import { KEY_ESCAPED, readPairKey, scanned, scanPair } from './query-syntax.ts';

type RawValue = string | string[] | undefined;

/** Throws a 400 when a named query key's value, as sent in `url`, is not well-formed percent-encoded UTF-8. */
export type QueryEscapeCheck = (url: string, value: RawValue) => void;

/**
 * As a `:param`'s check: the URL is read only when the decoded value holds U+FFFD or `%`.
 * @example
 * createQueryEscapeCheck('q')('http://h/p?q=caf%E9', 'caf%E9'); // throws a 400
 */
export function createQueryEscapeCheck(key: string): QueryEscapeCheck {
  return (url, value) => {
    if (value === undefined) return;
    if (!(typeof value === 'string' ? mayBeMalformed(value) : value.some(mayBeMalformed))) return;
    for (let pair = url.indexOf('?') + 1; pair > 0; pair = scanned.next) {
      const end = scanPair(url, pair);
      const { equals, escapes } = scanned;
      const named = (escapes & KEY_ESCAPED) === 0 ? url.slice(pair, equals === -1 ? end : equals) : undefined;
      if (equals === -1 || (named ?? readPairKey(url, pair, equals, end, escapes)) !== key) continue;
      const raw = url.slice(equals + 1, end);
      if (!isWellFormedUtf8(raw)) throw new BadRequestException(messages.malformedQuery(key, raw));
    }
  };
}

/**
 * Whether a decoded value holds `%` or U+FFFD, the marks a malformed escape leaves: one loop over the character
 * codes, as on values this short two `includes` calls cost more than the check itself.
 */
export function mayBeMalformed(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code === 0x25 || code === 0xfffd) return true;
  }
  return false;
}

/**
 * False for a malformed escape, and for U+FFFD: Bun hands a raw byte that is not UTF-8 on as `%EF%BF%BD`, so a
 * replacement character cannot be told from bytes the client sent broken.
 */
export function isWellFormedUtf8(raw: string): boolean {
  if (!raw.includes('%')) return true;
  try {
    return !decodeURIComponent(raw).includes('\uFFFD');
  } catch {
    return false;
  }
}
