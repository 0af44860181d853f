/**
 * The exact versions of the third-party packages a new project depends on: those the fw monorepo builds
 * and tests with (its root package.json; `test/versions.test.ts` keeps them equal), so an install reuses
 * what npm already cached for fw.
 */
export const PINNED_VERSIONS = {
  '@types/bun': '1.4.4',
  '@types/node': '26.6.6',
  bun: '1.4.5',
  typescript: '6.0.3',
  vite: '8.3.8',
  ws: '8.21.3',
  zod: '4.6.7',
} as const;

export type PinnedPackage = keyof typeof PINNED_VERSIONS;
