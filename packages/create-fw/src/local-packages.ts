import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { errors } from './errors.ts';

/**
 * The tarballs `npm run pack:all` wrote for a template's fw packages, as `file:` specs relative to the project,
 * so `npm install` takes them instead of the registry (fw before it is published, or a local change).
 * @example
 * readLocalPackages('/src/fw/packed', ['@fw/core'], '0.1.0', '/src/my-app');
 * // { '@fw/core': 'file:../fw/packed/fw-core-0.1.0.tgz' }
 */
export function readLocalPackages(
  dir: string,
  names: readonly string[],
  version: string,
  target: string,
): Record<string, string> {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw errors.noPackagesDir(dir);
  const specs: Record<string, string> = {};
  for (const name of names) {
    // npm pack's file name: `@fw/core` 0.1.0 becomes `fw-core-0.1.0.tgz`.
    const file = `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
    const tarball = path.join(dir, file);
    if (!existsSync(tarball)) throw errors.missingTarball(name, file, dir);
    specs[name] = `file:${path.relative(target, tarball).split(path.sep).join('/')}`;
  }
  return specs;
}
