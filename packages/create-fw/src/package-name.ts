/** The name a project gets when its directory's name has nothing npm accepts. */
export const FALLBACK_NAME = 'fw-app';

/**
 * An npm package name from a directory name, as create-vite makes it: lower case, spaces and other
 * characters npm refuses become `-`, no leading `.` or `_` (which npm allows only further in).
 *
 * @example
 * toPackageName('My App'); // 'my-app'
 */
export function toPackageName(directoryName: string): string {
  const name = directoryName
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/^[._]+/, '')
    .replace(/[^a-z\d\-~._]+/g, '-')
    .slice(0, 214);
  return /[a-z\d]/.test(name) ? name : FALLBACK_NAME;
}
