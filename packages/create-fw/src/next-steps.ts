import type { PackageManager } from './package-manager.ts';

/**
 * The two commands that take the user from create-fw to a running project: into the directory
 * (left out when it is the current one), then start it (installing first when `--no-install` skipped it).
 */
export function nextSteps(directory: string | undefined, manager: PackageManager, installed: boolean): string[] {
  const start = installed ? manager.start : `${manager.install} && ${manager.start}`;
  if (directory === undefined) return [start];
  return [`cd ${/[\s"'$&|;<>()]/.test(directory) ? JSON.stringify(directory) : directory}`, start];
}
