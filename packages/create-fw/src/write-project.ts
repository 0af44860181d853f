import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyFiles } from './copy-files.ts';
import { createProjectPackage } from './project-package.ts';
import type { Template } from './templates.ts';

/** The package's `templates/` folder, beside `dist/` (and `src/`). */
export const TEMPLATES_ROOT = fileURLToPath(new URL('../templates/', import.meta.url));

export interface ProjectPlan {
  readonly target: string;
  readonly name: string;
  readonly template: Template;
  readonly fwVersion: string;
  /** `file:` specs of local fw tarballs (`--packages`), in place of `^fwVersion`. */
  readonly local?: Readonly<Record<string, string>> | undefined;
}

/**
 * Writes the project: each layer of the template file by file, then the package.json made by code.
 * The caller has checked that `target` is missing or empty. Returns the written paths.
 *
 * @example
 * writeProject({ target: '/tmp/my-app', name: 'my-app', template: TEMPLATES.api, fwVersion: '0.1.0' });
 */
export function writeProject({ target, name, template, fwVersion, local }: ProjectPlan): string[] {
  mkdirSync(target, { recursive: true });
  const written = template.layers.flatMap((layer) =>
    copyFiles(path.join(TEMPLATES_ROOT, layer.from), path.join(target, layer.to), target),
  );
  const manifest = createProjectPackage(template, name, fwVersion, local);
  writeFileSync(path.join(target, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
  return [...written, 'package.json'].sort();
}
