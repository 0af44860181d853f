import { readFileSync } from 'node:fs';

/** create-fw's version, which every fw package shares: the projects it writes depend on `^` this. */
export function readOwnVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const version = typeof manifest === 'object' && manifest !== null && 'version' in manifest ? manifest.version : '';
  if (typeof version !== 'string' || version === '') throw new Error('create-fw: its package.json has no version');
  return version;
}
