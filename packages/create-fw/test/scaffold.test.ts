// What each template writes, run as users run it (built bin, plain Node), with --no-install.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildCreateFw, runCli } from './support/cli.ts';
import { createTempDirs, readTree } from './support/files.ts';
import { PACKAGE, REPO, TEMPLATES } from './support/paths.ts';

// Each case starts Node, and the first builds dist/: seconds, not milliseconds, on a busy 2-core machine.
setDefaultTimeout(60_000);

const temp = createTempDirs();
beforeAll(buildCreateFw);
afterAll(() => temp.cleanUp());

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const root = readJson(path.join(REPO, 'package.json'));
const version: string = readJson(path.join(PACKAGE, 'package.json')).version;
const pinned = (...names: string[]) => Object.fromEntries(names.map((name) => [name, root.devDependencies[name]]));

const USERS = ['create-user-dto.ts', 'user.ts', 'users-controller.ts', 'users-service.ts'];

// The api template and its Node form write the same files.
const API_FILES = [
  '.gitignore',
  'README.md',
  'package.json',
  'src/app.ts',
  'src/generated/app.ts',
  'src/main.ts',
  ...USERS.map((file) => `src/users/${file}`),
  'test/users.test.ts',
  'tsconfig.json',
];

// fullstack and its Node form write the same files.
const FULLSTACK_FILES = [
  '.gitignore',
  'README.md',
  'api/src/app.ts',
  'api/src/chat/chat-controller.ts',
  'api/src/chat/chat-gateway.ts',
  'api/src/chat/chat-message.ts',
  'api/src/chat/chat-service.ts',
  'api/src/main.ts',
  ...USERS.map((file) => `api/src/users/${file}`),
  'api/test/app.test.ts',
  'api/tsconfig.json',
  'dev.mjs',
  'package.json',
  'tsconfig.json',
  'web/index.html',
  'web/src/api.ts',
  'web/src/chat-page.ts',
  'web/src/dom.ts',
  'web/src/generated/app.ts',
  'web/src/main.ts',
  'web/src/style.css',
  'web/src/users-page.ts',
  'web/vite.config.ts',
];

// What fullstack-node takes from fullstack: its chat and its web app.
const FROM_FULLSTACK = FULLSTACK_FILES.filter((file) => file.startsWith('api/src/chat/') || file.startsWith('web/'));

// Files a template takes from another's folder: api-node has the api template's contract (the same controllers).
const BORROWED: Record<string, Record<string, string>> = {
  'api-node': { 'src/generated/app.ts': 'api/src/generated/app.ts' },
  fullstack: { 'dev.mjs': 'shared/dev/dev.mjs' },
  'fullstack-node': {
    'dev.mjs': 'shared/dev/dev.mjs',
    ...Object.fromEntries(FROM_FULLSTACK.map((file) => [file, `fullstack/${file}`])),
  },
};

const expected = {
  api: {
    files: API_FILES,
    scripts: {
      start: 'NODE_ENV=production bun src/main.ts',
      dev: 'bun --watch src/main.ts',
      generate: 'fw-client generate --strict --root . --output src/generated/app.ts',
      test: 'bun test',
      typecheck: 'tsc --noEmit && npm run generate',
    },
    dependencies: { '@fw/client': `^${version}`, '@fw/core': `^${version}`, ...pinned('zod') },
    devDependencies: pinned('@types/bun', 'bun', 'typescript'),
    shared: 'src/users',
  },
  'api-node': {
    files: API_FILES,
    scripts: {
      build: 'tsc',
      start: 'npm run build && NODE_ENV=production node dist/src/main.js',
      dev: 'tsc && (tsc --watch --preserveWatchOutput & node --watch dist/src/main.js)',
      generate: 'fw-client generate --strict --root . --output src/generated/app.ts',
      test: 'npm run build && node --test dist/',
      typecheck: 'tsc --noEmit && npm run generate',
    },
    dependencies: { '@fw/client': `^${version}`, '@fw/core': `^${version}`, ...pinned('zod') },
    devDependencies: pinned('@types/node', 'typescript'),
    shared: 'src/users',
  },
  fullstack: {
    files: FULLSTACK_FILES,
    scripts: {
      start: 'npm run build && NODE_ENV=production bun api/src/main.ts',
      build: 'vite build web',
      dev: 'node dev.mjs',
      'dev:api': 'bun --watch api/src/main.ts',
      'dev:web': 'vite web',
      generate: 'fw-client generate --strict --root api --output ../web/src/generated/app.ts',
      test: 'bun test',
      typecheck: 'tsc --noEmit && npm run generate',
    },
    dependencies: Object.fromEntries([
      ...['@fw/client', '@fw/core', '@fw/static', '@fw/websocket'].map((name) => [name, `^${version}`]),
      ['zod', root.devDependencies.zod],
    ]),
    devDependencies: pinned('@types/bun', 'bun', 'typescript', 'vite'),
    shared: 'api/src/users',
  },
  'fullstack-node': {
    files: FULLSTACK_FILES,
    scripts: {
      start: 'npm run build && NODE_ENV=production node dist/api/src/main.js',
      build: 'vite build web && npm run build:api',
      'build:api': 'tsc -p api',
      dev: 'node dev.mjs',
      'dev:api': 'tsc -p api && (tsc -p api --watch --preserveWatchOutput & node --watch dist/api/src/main.js)',
      'dev:web': 'vite web',
      generate: 'fw-client generate --strict --root api --output ../web/src/generated/app.ts',
      test: 'npm run build:api && node --test dist/',
      typecheck: 'tsc --noEmit && npm run generate',
    },
    dependencies: Object.fromEntries([
      ...['@fw/client', '@fw/core', '@fw/static', '@fw/websocket'].map((name) => [name, `^${version}`]),
      ['ws', root.devDependencies.ws],
      ['zod', root.devDependencies.zod],
    ]),
    devDependencies: pinned('@types/node', 'typescript', 'vite'),
    shared: 'api/src/users',
  },
} as const;

for (const [template, want] of Object.entries(expected)) {
  describe(`--template ${template}`, () => {
    let cwd = '';
    let project = '';
    let stdout = '';
    beforeAll(() => {
      cwd = temp.make(`cf-${template}-`);
      const result = runCli(['My App', '--template', template, '--no-install'], { cwd });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      stdout = result.stdout;
      project = path.join(cwd, 'My App');
    });

    test('writes the template file by file, and nothing else', () => {
      expect(Object.keys(readTree(project))).toEqual([...want.files]);
      expect(readdirSync(cwd)).toEqual(['My App']);
    });

    test('copies each file as it is in templates/, _gitignore as .gitignore', () => {
      const tree = readTree(project);
      const source = (file: string): string => {
        if (file === '.gitignore') return path.join(TEMPLATES, template, '_gitignore');
        if (file.startsWith(`${want.shared}/`)) return path.join(TEMPLATES, 'shared/users', path.basename(file));
        const borrowed = BORROWED[template]?.[file];
        if (borrowed !== undefined) return path.join(TEMPLATES, borrowed);
        return path.join(TEMPLATES, template, file);
      };
      for (const file of want.files.filter((name) => name !== 'package.json')) {
        expect(tree[file]).toBe(readFileSync(source(file), 'utf8'));
      }
      expect(tree['.gitignore']).toContain('node_modules/');
      expect(existsSync(path.join(project, '_gitignore'))).toBe(false);
    });

    test('writes package.json: the name from the directory, fw at ^its version, the tools pinned', () => {
      expect(readJson(path.join(project, 'package.json'))).toEqual({
        name: 'my-app',
        version: '0.1.0',
        private: true,
        type: 'module',
        scripts: want.scripts,
        dependencies: want.dependencies,
        devDependencies: want.devDependencies,
      });
      expect(readFileSync(path.join(project, 'package.json'), 'utf8')).toEndWith('}\n');
    });

    test('prints what it wrote and the two commands to run next', () => {
      expect(stdout).toBe(
        `Created my-app in My App from the ${template} template (${want.files.length} files).\n\n` +
          'Done. Now run:\n\n  cd "My App"\n  npm install && npm start\n\n',
      );
    });
  });
}

describe('the directory', () => {
  test('"." writes into the current directory when it is empty, and the next steps need no cd', () => {
    const cwd = temp.make('cf-Dot_');
    const result = runCli(['.', '--no-install'], { cwd });
    expect(result.status).toBe(0);
    expect(result.stdout).toEndWith('Done. Now run:\n\n  npm install && npm start\n\n');
    expect(readJson(path.join(cwd, 'package.json')).name).toBe(path.basename(cwd).toLowerCase());
    expect(existsSync(path.join(cwd, 'src/main.ts'))).toBe(true);
  });

  test('a directory that holds only .git (a fresh git init) counts as empty', () => {
    const cwd = temp.make('cf-git-');
    mkdirSync(path.join(cwd, 'repo/.git'), { recursive: true });
    const result = runCli(['repo', '--no-install'], { cwd });
    expect(result.status).toBe(0);
    expect(existsSync(path.join(cwd, 'repo/package.json'))).toBe(true);
  });

  test('a name npm refuses becomes one it takes', () => {
    const cwd = temp.make('cf-name-');
    expect(runCli(['_Über App!', '--no-install'], { cwd }).status).toBe(0);
    expect(readJson(path.join(cwd, '_Über App!/package.json')).name).toBe('-ber-app-');
    expect(runCli(['...', '--no-install'], { cwd }).status).toBe(0);
    expect(readJson(path.join(cwd, '.../package.json')).name).toBe('fw-app');
  });
});

test("every fw package has create-fw's version, so ^version finds all of them", () => {
  for (const name of ['core', 'client', 'static', 'websocket']) {
    expect(readJson(path.join(REPO, 'packages', name, 'package.json')).version).toBe(version);
  }
});
