import type { Template } from './templates.ts';
import { PINNED_VERSIONS, type PinnedPackage } from './versions.ts';

export interface ProjectPackage {
  readonly name: string;
  readonly version: string;
  readonly private: true;
  readonly type: 'module';
  readonly scripts: Readonly<Record<string, string>>;
  readonly dependencies: Readonly<Record<string, string>>;
  readonly devDependencies: Readonly<Record<string, string>>;
}

/**
 * The new project's package.json: written by code, not copied, so the fw packages follow create-fw's
 * version and the tools stay the versions fw is tested with.
 *
 * @example
 * createProjectPackage(TEMPLATES.api, 'my-app', '0.1.0').dependencies; // { '@fw/client': '^0.1.0', ... }
 */
export function createProjectPackage(
  template: Template,
  name: string,
  fwVersion: string,
  local: Readonly<Record<string, string>> = {},
): ProjectPackage {
  const fw = template.fw.map((fwPackage): [string, string] => [fwPackage, local[fwPackage] ?? `^${fwVersion}`]);
  return {
    name,
    version: '0.1.0',
    private: true,
    type: 'module',
    scripts: { ...template.scripts },
    dependencies: sortedRecord([...fw, ...pinned(template.dependencies)]),
    devDependencies: sortedRecord(pinned(template.devDependencies)),
  };
}

function pinned(names: readonly PinnedPackage[]): [string, string][] {
  return names.map((name) => [name, PINNED_VERSIONS[name]]);
}

/** npm writes dependencies sorted by name; so does create-fw, so the first `npm install` changes nothing. */
function sortedRecord(entries: readonly [string, string][]): Record<string, string> {
  return Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
