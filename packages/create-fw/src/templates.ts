import type { PinnedPackage } from './versions.ts';

/** A folder under `templates/` and where its files land in the new project. */
export interface Layer {
  readonly from: string;
  readonly to: string;
}

export interface Template {
  readonly summary: string;
  /** Copied file by file, in order; `shared/` holds what both templates have (the users resource). */
  readonly layers: readonly Layer[];
  readonly scripts: Readonly<Record<string, string>>;
  /** fw packages, written at `^` create-fw's own version (every fw package shares one version). */
  readonly fw: readonly string[];
  readonly dependencies: readonly PinnedPackage[];
  readonly devDependencies: readonly PinnedPackage[];
}

const TOOLS: readonly PinnedPackage[] = ['@types/bun', 'bun', 'typescript'];
/** Every template's: the compiler, then the generator, which fails on any warning (`--strict`). */
const TYPECHECK = 'tsc --noEmit && npm run generate';

/** What the API alone has, on either runtime: the packages and the contract's scripts. */
const API = {
  fw: ['@fw/client', '@fw/core'],
  dependencies: ['zod'],
  generate: 'fw-client generate --strict --root . --output src/generated/app.ts',
  typecheck: TYPECHECK,
} as const;

/** What the API and the web app have, on either runtime: the fw packages and the contract's scripts. */
const FULLSTACK = {
  fw: ['@fw/client', '@fw/core', '@fw/static', '@fw/websocket'],
  generate: 'fw-client generate --strict --root api --output ../web/src/generated/app.ts',
  typecheck: TYPECHECK,
} as const;

export const TEMPLATES = {
  api: {
    summary: 'the API alone: controllers, a service, a test, the generated contract',
    layers: [
      { from: 'api', to: '.' },
      { from: 'shared/users', to: 'src/users' },
    ],
    scripts: {
      start: 'NODE_ENV=production bun src/main.ts',
      dev: 'bun --watch src/main.ts',
      generate: API.generate,
      test: 'bun test',
      typecheck: API.typecheck,
    },
    fw: API.fw,
    dependencies: API.dependencies,
    devDependencies: TOOLS,
  },
  'api-node': {
    summary: 'the api template on Node: compiled by tsc, started with node, tested with node --test',
    layers: [
      { from: 'api-node', to: '.' },
      { from: 'api/src/generated', to: 'src/generated' },
      { from: 'shared/users', to: 'src/users' },
    ],
    scripts: {
      build: 'tsc',
      start: 'npm run build && NODE_ENV=production node dist/src/main.js',
      dev: 'tsc && (tsc --watch --preserveWatchOutput & node --watch dist/src/main.js)',
      generate: API.generate,
      test: 'npm run build && node --test dist/',
      typecheck: API.typecheck,
    },
    fw: API.fw,
    dependencies: API.dependencies,
    devDependencies: ['@types/node', 'typescript'],
  },
  fullstack: {
    summary: 'the API and a Vite single-page app, a chat gateway, one production process',
    layers: [
      { from: 'fullstack', to: '.' },
      { from: 'shared/dev', to: '.' },
      { from: 'shared/users', to: 'api/src/users' },
    ],
    scripts: {
      start: 'npm run build && NODE_ENV=production bun api/src/main.ts',
      build: 'vite build web',
      dev: 'node dev.mjs',
      'dev:api': 'bun --watch api/src/main.ts',
      'dev:web': 'vite web',
      generate: FULLSTACK.generate,
      test: 'bun test',
      typecheck: FULLSTACK.typecheck,
    },
    fw: FULLSTACK.fw,
    dependencies: ['zod'],
    devDependencies: [...TOOLS, 'vite'],
  },
  'fullstack-node': {
    summary: 'the fullstack template on Node: the API compiled by tsc and served by node',
    layers: [
      { from: 'fullstack-node', to: '.' },
      { from: 'fullstack/api/src/chat', to: 'api/src/chat' },
      { from: 'fullstack/web', to: 'web' },
      { from: 'shared/dev', to: '.' },
      { from: 'shared/users', to: 'api/src/users' },
    ],
    scripts: {
      start: 'npm run build && NODE_ENV=production node dist/api/src/main.js',
      build: 'vite build web && npm run build:api',
      'build:api': 'tsc -p api',
      dev: 'node dev.mjs',
      'dev:api': 'tsc -p api && (tsc -p api --watch --preserveWatchOutput & node --watch dist/api/src/main.js)',
      'dev:web': 'vite web',
      generate: FULLSTACK.generate,
      test: 'npm run build:api && node --test dist/',
      typecheck: FULLSTACK.typecheck,
    },
    fw: FULLSTACK.fw,
    dependencies: ['ws', 'zod'],
    devDependencies: ['@types/node', 'typescript', 'vite'],
  },
} as const satisfies Record<string, Template>;

export type TemplateName = keyof typeof TEMPLATES;

export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[];

/** The names as a question or a message lists them: `api, api-node or fullstack`. */
export const TEMPLATE_CHOICES = `${TEMPLATE_NAMES.slice(0, -1).join(', ')} or ${TEMPLATE_NAMES.at(-1)}`;

/** Without a terminal to ask, and on an empty answer. */
export const DEFAULT_TEMPLATE: TemplateName = 'api';

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(TEMPLATES, name);
}
