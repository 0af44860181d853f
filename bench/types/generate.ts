// Writes the same API three ways (fw contract + client, Hono + hc, Elysia + Eden Treaty), plus two
// references for fw's frontend: an untyped `api` (the floor) and a hand-written, fully concrete client
// type (what typed calls cost with no generic types at all), so `tsc` can be timed on each. Every
// resource has five routes: list (with an optional query), create, read, replace, delete.
// Each project comes with one of two frontends: `calls` calls every route once with its arguments
// (what the issue asks to time), `app` also awaits each result, narrows it and reads the data.
import { spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeSocketsContract, writeSocketsFrontend } from './sockets.ts';

export type Framework = 'floor' | 'written' | 'fw' | 'fw-baseline' | 'hono' | 'eden' | 'fw-sockets' | 'floor-sockets';
const only = (list: string | undefined) => (list === undefined ? undefined : list.split(','));
/** `FRAMEWORKS=floor,written,fw` leaves the others out (Hono and Eden fail at 10,000 routes, slowly). */
/** `BASELINE=<a copy of packages/client/src>` adds fw's project against those types: before and after, one run. */
export const frameworks = (['floor', 'written', 'fw', 'fw-baseline', 'hono', 'eden'] as Framework[]).filter(
  (framework) =>
    (framework !== 'fw-baseline' || process.env.BASELINE !== undefined) &&
    (only(process.env.FRAMEWORKS)?.includes(framework) ?? true),
);
/** fw's and the floor's projects plus gateways (`GATEWAYS`, default 100, × 10 events); `calls` frontend only. */
export const socketFrameworks: Framework[] = ['fw-sockets', 'floor-sockets'];
const gateways = Number(process.env.GATEWAYS ?? 100);
export type Frontend = 'calls' | 'app';
/** `FRONTENDS=calls` (or `app`) measures one frontend. */
export const frontends = (['calls', 'app'] as Frontend[]).filter(
  (frontend) => only(process.env.FRONTENDS)?.includes(frontend) ?? true,
);

/** One route's call in a frontend: the expression, and how the `app` frontend uses its awaited result. */
interface Call {
  name: string;
  expression: string;
  use: (result: string) => string;
}

/**
 * The frontend file: one function per resource (a single function over 1,000 routes hits TS2563).
 * `calls` makes each call a statement; `app` awaits it into a constant and uses the result.
 */
function writeFrontend(header: string, routes: number, frontend: Frontend, callsOf: (i: number) => Call[]): string {
  const functions = range(routes).map((i) => {
    const body = callsOf(i).map((call) =>
      frontend === 'calls'
        ? `  ${call.expression};`
        : `  const ${call.name} = await ${call.expression};\n  ${call.use(call.name)};`,
    );
    return `export ${frontend === 'app' ? 'async ' : ''}function callR${i}() {\n${body.join('\n')}\n}`;
  });
  return `${header}\nexport const sink: unknown[] = [];\n${functions.join('\n')}\n`;
}

/** fw's and Eden's call shapes are the same (Eden Treaty 2); they differ in what a 204 gives back. */
function treatyCalls(i: number, removedUse: (result: string) => string): Call[] {
  const readName = (result: string) => `if (!${result}.error) sink.push(${result}.data.name)`;
  return [
    {
      name: 'list',
      expression: `api.api.r${i}.get({ query: { page: 1 } })`,
      use: (r) => `if (!${r}.error) sink.push(${r}.data[0]?.name)`,
    },
    { name: 'created', expression: `api.api.r${i}.post({ name: 'a', n${i}: 1 })`, use: readName },
    { name: 'one', expression: `api.api.r${i}({ id: '1' }).get()`, use: readName },
    { name: 'replaced', expression: `api.api.r${i}({ id: '1' }).put({ name: 'b', n${i}: 2 })`, use: readName },
    { name: 'removed', expression: `api.api.r${i}({ id: '1' }).delete()`, use: removedUse },
  ];
}

const routesPerResource = 5;

const range = (routes: number) => Array.from({ length: Math.ceil(routes / routesPerResource) }, (_, i) => i);
/** Resources in groups of 20 (100 routes): how large apps are split, and what keeps Eden under TS2589. */
const groups = (routes: number) => {
  const all = range(routes);
  return Array.from({ length: Math.ceil(all.length / 20) }, (_, g) => all.slice(g * 20, g * 20 + 20));
};
const item = (i: number) => `export type Item${i} = { id: string; name: string; n${i}: number; createdAt: string };`;
const create = (i: number) => `export type Create${i} = { name: string; n${i}: number };`;

/** The contract `@fw/client/codegen` writes: plain object types, nothing inferred from the server, and `paths`. */
function writeFw(routes: number, kind: Frontend): Record<string, string> {
  const resources = range(routes).map(
    (i) => `    r${i}: {
      get: { query: { page?: number; q?: string }; response: Item${i}[] };
      post: { body: Create${i}; response: Item${i} };
      ':id': {
        get: { params: { id: string }; response: Item${i} };
        put: { params: { id: string }; body: Create${i}; response: Item${i} };
        delete: { params: { id: string }; response: null };
      };
    };`,
  );
  // `paths` as the generator writes it beside `App`: grouped by first segment, keyed by handler name.
  const paths = range(routes).map(
    (i) => `    listR${i}: '/api/r${i}',
    createR${i}: '/api/r${i}',
    getR${i}: '/api/r${i}/:id',
    replaceR${i}: '/api/r${i}/:id',
    removeR${i}: '/api/r${i}/:id',`,
  );
  const contract = `${range(routes)
    .flatMap((i) => [item(i), create(i)])
    .join('\n')}
export type App = {
  api: {
${resources.join('\n')}
  };
};

export const paths = {
  api: {
${paths.join('\n')}
  },
} as const;
`;
  const header = `import { client } from '@fw/client/http';
import type { App } from './contract.ts';

const api = client<App>('');`;
  const frontend = writeFrontend(header, routes, kind, (i) =>
    treatyCalls(i, (r) => `if (!${r}.error) sink.push(${r}.data)`),
  );
  return { 'contract.ts': contract, 'frontend.ts': frontend };
}

/** Hono's large-app layout: one sub-app per resource, mounted with `.route()`, typed through `hc`. */
function writeHono(routes: number, kind: Frontend): Record<string, string> {
  const apps = range(routes).map(
    (i) => `${item(i)}
${create(i)}
const r${i} = new Hono()
  .get('/', validator('query', (v) => v as { page?: string; q?: string }), (c) => c.json([] as Item${i}[]))
  .post('/', validator('json', (v) => v as Create${i}), (c) => c.json({ ...c.req.valid('json'), id: '1', createdAt: '' } as Item${i}))
  .get('/:id', (c) => c.json({ id: c.req.param('id') } as Item${i}))
  .put('/:id', validator('json', (v) => v as Create${i}), (c) => c.json({ id: c.req.param('id') } as Item${i}))
  .delete('/:id', (c) => c.body(null, 204));`,
  );
  const server = `import { Hono } from 'hono';
import { validator } from 'hono/validator';

${apps.join('\n')}

${groups(routes)
  .map((group, g) => `const g${g} = new Hono()${group.map((i) => `.route('/r${i}', r${i})`).join('')};`)
  .join('\n')}

export const app = new Hono()${groups(routes)
    .map((_, g) => `.route('/api', g${g})`)
    .join('')};
export type AppType = typeof app;
`;
  const readName = (r: string) => `if (${r}.ok) sink.push((await ${r}.json()).name)`;
  const calls = (i: number): Call[] => [
    {
      name: 'list',
      expression: `api.api.r${i}.$get({ query: { page: '1' } })`,
      use: (r) => `if (${r}.ok) sink.push((await ${r}.json())[0]?.name)`,
    },
    { name: 'created', expression: `api.api.r${i}.$post({ json: { name: 'a', n${i}: 1 } })`, use: readName },
    { name: 'one', expression: `api.api.r${i}[':id'].$get({ param: { id: '1' } })`, use: readName },
    {
      name: 'replaced',
      expression: `api.api.r${i}[':id'].$put({ param: { id: '1' }, json: { name: 'b', n${i}: 2 } })`,
      use: readName,
    },
    {
      name: 'removed',
      expression: `api.api.r${i}[':id'].$delete({ param: { id: '1' } })`,
      use: (r) => `sink.push(${r}.status)`,
    },
  ];
  const header = `import { hc } from 'hono/client';
import type { AppType } from './server.ts';

const api = hc<AppType>('http://localhost');`;
  const frontend = writeFrontend(header, routes, kind, calls);
  return { 'server.ts': server, 'frontend.ts': frontend };
}

/** Elysia's large-app layout: one prefixed plugin per resource with TypeBox schemas, typed through Eden Treaty. */
function writeEden(routes: number, kind: Frontend): Record<string, string> {
  const plugins = range(routes).map(
    (i) => `${item(i)}
const create${i} = t.Object({ name: t.String(), n${i}: t.Number() });
const r${i} = new Elysia({ prefix: '/api/r${i}' })
  .get('/', () => [] as Item${i}[], { query: t.Object({ page: t.Optional(t.Number()), q: t.Optional(t.String()) }) })
  .post('/', ({ body }) => ({ ...body, id: '1', createdAt: '' }) as Item${i}, { body: create${i} })
  .get('/:id', ({ params }) => ({ id: params.id }) as Item${i})
  .put('/:id', ({ params }) => ({ id: params.id }) as Item${i}, { body: create${i} })
  .delete('/:id', ({ set }) => {
    set.status = 204;
  });`,
  );
  const server = `import { Elysia, t } from 'elysia';

${plugins.join('\n')}

${groups(routes)
  .map((group, g) => `const g${g} = new Elysia()${group.map((i) => `.use(r${i})`).join('')};`)
  .join('\n')}

export const app = new Elysia()${groups(routes)
    .map((_, g) => `.use(g${g})`)
    .join('')};
export type App = typeof app;
`;
  const header = `import { treaty } from '@elysiajs/eden';
import type { App } from './server.ts';

const api = treaty<App>('localhost');`;
  const frontend = writeFrontend(header, routes, kind, (i) => treatyCalls(i, (r) => `sink.push(${r}.status)`));
  return { 'server.ts': server, 'frontend.ts': frontend };
}

/** fw's files with `api` typed `any`: what the frontend's own statements cost `tsc`, the floor under every client. */
function writeFloor(routes: number, kind: Frontend): Record<string, string> {
  const files = writeFw(routes, kind);
  const frontend = files['frontend.ts']
    .replace("import { client } from '@fw/client/http';\n", '')
    .replace("const api = client<App>('');", 'const api: any = null;');
  return { ...files, 'frontend.ts': frontend };
}

/**
 * fw's files with `api` typed by a hand-written interface: every route spelled out with the same call
 * shapes and checks as `client<App>` (typed query, body, `Result<T>`), but no mapped or conditional
 * types. The gap between this and the floor is what typed calls cost whatever the client; the gap
 * between this and fw is what `client<App>`'s generic types add. It is a declaration file, as fw's
 * client types are (`skipLibCheck` skips checking both), so neither pays for checking its own declarations.
 */
function writeWritten(routes: number, kind: Frontend): Record<string, string> {
  const files = writeFw(routes, kind);
  const resources = range(routes).map(
    (i) => `    r${i}: {
      get(options?: { query?: { page?: number; q?: string }; headers?: Headers; fetch?: Fetch }): Promise<Result<Item${i}[]>>;
      post(body: Create${i}, options?: Options): Promise<Result<Item${i}>>;
    } & ((params: { id: string | number }) => {
      get(options?: Options): Promise<Result<Item${i}>>;
      put(body: Create${i}, options?: Options): Promise<Result<Item${i}>>;
      delete(body?: null, options?: Options): Promise<Result<null>>;
    });`,
  );
  const api = `import type { Result } from '@fw/client/http';
import type { ${range(routes)
    .map((i) => `Create${i}, Item${i}`)
    .join(', ')} } from './contract';

type Headers = Record<string, string | undefined>;
type Fetch = Omit<RequestInit, 'method' | 'body'>;
interface Options {
  query?: Record<string, unknown>;
  headers?: Headers;
  fetch?: Fetch;
}
export interface Api {
  api: {
${resources.join('\n')}
  };
}
`;
  const frontend = files['frontend.ts']
    .replace("import { client } from '@fw/client/http';\n", "import type { Api } from './api';\n")
    .replace("const api = client<App>('');", 'declare const api: Api;');
  return { ...files, 'api.d.ts': api, 'frontend.ts': frontend };
}

/** The same project with gateways: the contract's `Sockets` and a frontend file that uses every event. */
function withSockets(files: Record<string, string>, typed: boolean): Record<string, string> {
  const all = { ...files, 'sockets.ts': writeSocketsFrontend(gateways, typed) };
  return typed ? { ...all, 'contract-sockets.ts': writeSocketsContract(gateways) } : all;
}

const writers: Record<Framework, (routes: number, kind: Frontend) => Record<string, string>> = {
  floor: writeFloor,
  written: writeWritten,
  fw: writeFw,
  'fw-baseline': writeFw,
  hono: writeHono,
  eden: writeEden,
  'fw-sockets': (routes, kind) => withSockets(writeFw(routes, kind), true),
  'floor-sockets': (routes, kind) => withSockets(writeFloor(routes, kind), false),
};

/** The frontend's compiler settings: strict, browser libs, no runtime types (as a Vite app has). */
const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    module: 'Preserve',
    moduleResolution: 'bundler',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    types: [],
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    allowImportingTsExtensions: true,
  },
  include: ['*.ts'],
};

/**
 * Emits the declarations of `@fw/client/http` and `@fw/client/ws` into `<dir>/fw-client`, as the
 * package's `types` exports ship them, so the fw projects check against `.d.ts` files like a real frontend.
 * `source` is the package's `src`.
 */
export function writeClientDeclarations(dir: string, tsc: string, source: string, out = 'fw-client'): void {
  // `#core/*` resolve to the package's copies of @fw/core's modules (its `types` condition), as in a tarball.
  const { vendorImports } = require('../../scripts/package/vendor.mjs') as { vendorImports: (dir: string) => void };
  if (out === 'fw-client') vendorImports(join(source, '..'));
  const config = join(dir, `${out}.tsconfig.json`);
  writeFileSync(
    config,
    JSON.stringify({
      compilerOptions: {
        ...tsconfig.compilerOptions,
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        rootDir: source,
        outDir: join(dir, out),
      },
      files: [join(source, 'http/index.ts'), join(source, 'ws/index.ts')],
    }),
  );
  const result = spawnSync('node', [tsc, '-p', config], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bench/types: declaration build failed:\n${result.stdout}${result.stderr}`);
}

/**
 * Writes one project (`<dir>/<framework>-<routes>-<frontend>`) and returns its folder. `nodeModules` is
 * linked in so the project resolves hono, elysia and `@fw/client` as an app in the monorepo would.
 */
export function writeProject(
  dir: string,
  framework: Framework,
  routes: number,
  frontend: Frontend,
  nodeModules: string,
): string {
  const project = join(dir, `${framework}-${routes}-${frontend}`);
  mkdirSync(project, { recursive: true });
  symlinkSync(nodeModules, join(project, 'node_modules'), 'dir');
  // The published `types` condition: the client's declarations, built once by `writeClientDeclarations`.
  const declarations = framework === 'fw-baseline' ? '../fw-client-baseline' : '../fw-client';
  const paths = {
    '@fw/client/http': [`${declarations}/http/index.d.ts`],
    '@fw/client/ws': [`${declarations}/ws/index.d.ts`],
  };
  const config = { ...tsconfig, compilerOptions: { ...tsconfig.compilerOptions, paths } };
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify(config, null, 2));
  for (const [name, text] of Object.entries(writers[framework](routes, frontend)))
    writeFileSync(join(project, name), text);
  return project;
}
