import type { FileServing } from './file-serving.ts';

/**
 * The file serving of the JavaScript runtime this process runs on: Bun's where `globalThis.Bun` exists, else
 * Node's; each adapter is imported only where it runs (README, "Bun and Node").
 */
export async function loadFileServing(): Promise<FileServing> {
  if ('Bun' in globalThis) return (await import('./bun.ts')).bunFileServing;
  return (await import('./node.ts')).nodeFileServing;
}
