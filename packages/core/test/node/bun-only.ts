// Core's behaviour tests that run on Bun only, each with why; every other test/*.test.ts runs on Node too
// (runtimes/behaviour-on-node.test.ts), and the README's "Running on Node" names these.
const BUN_FIXTURE_PROCESS = 'Bun runs a TypeScript fixture app in a child process; Node: runtimes/';
const DECORATOR_MODE = "Bun's reading of a fixture tsconfig's decorator mode, in a child process";

export const BUN_ONLY: Readonly<Record<string, string>> = {
  'agent-pool-stop.test.ts': BUN_FIXTURE_PROCESS,
  'signals.test.ts': BUN_FIXTURE_PROCESS,
  'workers.test.ts': BUN_FIXTURE_PROCESS,
  'workers-log.test.ts': BUN_FIXTURE_PROCESS,
  'no-metadata.test.ts': DECORATOR_MODE,
  'stage3.test.ts': DECORATOR_MODE,
  'stage3-enhancers.test.ts': DECORATOR_MODE,
  'typed-locals.test.ts': "imports a fixture's TypeScript source at run time, which Node cannot",
  'outside-bun.test.ts': 'runs the built app under Node itself, without a runtime chosen',
  'public-names.test.ts': 'reads the TypeScript sources with the compiler: names, not behaviour',
};

/**
 * Tests that fail on Node today, by name, with what is wrong. Bugs to fix, not differences: the Node run
 * requires exactly these to fail, so a fix must take its test off this list and a new failure fails the run.
 */
export const FAILING_ON_NODE: Readonly<Record<string, string>> = {};
