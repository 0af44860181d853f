// `bun:test` for suites run on Node (hooks.mjs maps the import here): node:test runs the tests, with Bun's
// default timeout of 5 s unless a test or `setDefaultTimeout` names another.
import * as nodeTest from 'node:test';

export { expect } from './expect.ts';
export { spyOn } from './spy.ts';

type Body = () => unknown;
type Timeout = number | { readonly timeout?: number };

let defaultTimeout = 5_000;

export function setDefaultTimeout(milliseconds: number): void {
  defaultTimeout = milliseconds;
}

const timeoutOf = (timeout?: Timeout) => (typeof timeout === 'number' ? timeout : timeout?.timeout) ?? defaultTimeout;
// node:test passes its context (and a callback to a two-parameter body): Bun's bodies take nothing.
const run = (body: Body) => () => body() as Promise<void>;

// Bun runs a file's top-level code right before the file's tests, and scopes its top-level hooks to it; a run of
// several files in one node:test process (core's behaviour run) would otherwise start every file's apps at
// import, stop them at the very end, and reset one file's state before every later file's tests. So the shim
// keeps each scope's hooks (the file, each describe) itself, and the run awaits endOfFile() before the next file.
interface Scope {
  readonly beforeEach: Body[];
  readonly afterEach: Body[];
}
const newScope = (): Scope => ({ beforeEach: [], afterEach: [] });
/** The file's scope, then each describe whose body is being read. */
let scopes: Scope[] = [newScope()];
/** The file's top-level afterAll hooks (a describe's are node:test's own). */
let fileAfterAll: Body[] = [];
/** What the file registered at its top level, each settled once it has run. */
let fileRuns: Promise<unknown>[] = [];
const inFile = () => scopes.length === 1;
const innermost = () => scopes[scopes.length - 1] as Scope;
const fileRun = (started: Promise<unknown>): void => void (inFile() && fileRuns.push(started));

async function runHooks(hooks: readonly Body[]): Promise<void> {
  for (const hook of hooks) await hook();
}

/** Ends the file registered last: resolves once its tests, then its top-level afterAll hooks, have run. */
export async function endOfFile(): Promise<void> {
  const afterAll = fileAfterAll;
  const runs = fileRuns;
  scopes = [newScope()];
  fileRuns = [];
  fileAfterAll = [];
  if (afterAll.length > 0) runs.push(nodeTest.test('(afterAll of the file)', () => runHooks(afterAll)));
  await Promise.allSettled(runs);
}
// A suite of one file never calls endOfFile(): its afterAll hooks run at the end of the run, as Bun's would.
nodeTest.after(() => runHooks(fileAfterAll));

export function describe(name: string, body: () => void): void {
  const outer = scopes;
  const started = nodeTest.describe(name, () => {
    scopes = [...outer, newScope()];
    try {
      body();
    } finally {
      scopes = outer;
    }
  });
  fileRun(started);
}

// Each test runs its scopes' beforeEach hooks outermost first and their afterEach hooks innermost first.
export function test(name: string, body: Body, timeout?: Timeout): void {
  const chain = scopes;
  const started = nodeTest.test(name, { timeout: timeoutOf(timeout) }, async () => {
    for (const scope of chain) await runHooks(scope.beforeEach);
    try {
      await body();
    } finally {
      for (const scope of [...chain].reverse()) await runHooks(scope.afterEach);
    }
  });
  fileRun(started);
}

// A top-level beforeAll runs where it stands in its file: root tests run in the order they were registered.
export const beforeAll = (body: Body, timeout?: Timeout): void =>
  inFile()
    ? fileRun(nodeTest.test('(beforeAll of the file)', { timeout: timeoutOf(timeout) }, run(body)))
    : void nodeTest.before(run(body), { timeout: timeoutOf(timeout) });
export const afterAll = (body: Body, timeout?: Timeout): void =>
  inFile() ? void fileAfterAll.push(body) : void nodeTest.after(run(body), { timeout: timeoutOf(timeout) });
export const beforeEach = (body: Body): void => void innermost().beforeEach.push(body);
export const afterEach = (body: Body): void => void innermost().afterEach.push(body);
