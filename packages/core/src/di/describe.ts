import type { Token } from '../plugin.ts';

/** A token as error messages show it. */
export function describeToken(token: unknown): string {
  if (typeof token === 'function') return token.name || 'anonymous class';
  if (typeof token === 'string') return JSON.stringify(token);
  return String(token);
}

/** Constructor parameter names, read from the source for error messages only (best effort). */
export function readParameterNames(cls: Token): string[] {
  if (typeof cls !== 'function') return [];
  const match = /constructor\s*\(([^)]*)\)/.exec(Function.prototype.toString.call(cls));
  if (!match) return [];
  return match[1]
    .split(',')
    .map((part) => part.replace(/=[\s\S]*$/, '').replace(/^\s*\.\.\./, '').trim())
    .filter((part) => part.length > 0);
}
