import type { Token } from '../metadata/token.ts';

export function describeToken(token: unknown): string {
  if (typeof token === 'function') return token.name || 'anonymous class';
  if (typeof token === 'string') return JSON.stringify(token);
  return String(token);
}

/** Constructor parameter names, read from the source for error messages only (best effort). */
export function readParameterNames(cls: Token): string[] {
  if (typeof cls !== 'function') return [];
  const list = /constructor\s*\(([^)]*)\)/.exec(Function.prototype.toString.call(cls))?.[1];
  if (list === undefined) return [];
  return list
    .split(',')
    .map((part) =>
      part
        .replace(/=[\s\S]*$/, '')
        .replace(/^\s*\.\.\./, '')
        .trim(),
    )
    .filter((part) => part.length > 0);
}

/** Names the plugin that provides a class, so a missing-provider error says to add it, not `services()`. */
export const PROVIDED_BY: unique symbol = Symbol.for('fw.providedBy');

export function readProvidedBy(token: unknown): string | undefined {
  if (typeof token !== 'function') return undefined;
  const hint: unknown = (token as { [PROVIDED_BY]?: unknown })[PROVIDED_BY];
  return typeof hint === 'string' ? hint : undefined;
}
