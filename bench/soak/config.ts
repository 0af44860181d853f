/** The scenarios, in the order a full run takes them. */
export const SCENARIOS = ['http', 'ws', 'slowloris', 'sigterm', 'agent', 'static'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export interface SoakConfig {
  readonly scenarios: readonly ScenarioName[];
  /** Hard deadline per scenario, in seconds. */
  readonly deadlines: Readonly<Record<ScenarioName, number>>;
  readonly http: { readonly requests: number; readonly connections: number };
  readonly ws: { readonly connections: number; readonly broadcasts: number };
  readonly slowloris: { readonly sockets: number; readonly byteIntervalMs: number; readonly samples: number };
  readonly sigterm: { readonly connections: number; readonly loadMs: number; readonly workMs: number };
  readonly agent: { readonly connections: number; readonly runs: number; readonly loadMs: number };
  readonly static: { readonly megabytes: number; readonly downloads: number; readonly settleMs: number };
}

type Env = Readonly<Record<string, string | undefined>>;

// Their sum (9 minutes) bounds a full run; a scenario at its default sizes ends well before its own.
const DEADLINES: Record<ScenarioName, number> = {
  http: 150,
  ws: 120,
  slowloris: 60,
  sigterm: 30,
  agent: 60,
  static: 120,
};

/**
 * The scenarios to run (arguments, else `SOAK_SCENARIOS=a,b`, else all) and their sizes from `SOAK_*`
 * variables, the numbers by default. Throws naming the argument or variable that is not valid.
 */
export function readConfig(argv: readonly string[], env: Env): SoakConfig {
  const size = (name: string, fallback: number) => readPositiveInteger(env, name, fallback);
  return {
    scenarios: readScenarios(argv.length > 0 ? argv : splitList(env.SOAK_SCENARIOS)),
    deadlines: Object.fromEntries(
      SCENARIOS.map((name) => [name, size(`SOAK_${name.toUpperCase()}_DEADLINE_S`, DEADLINES[name])]),
    ) as Record<ScenarioName, number>,
    http: { requests: size('SOAK_HTTP_REQUESTS', 1_000_000), connections: size('SOAK_HTTP_CONNECTIONS', 64) },
    ws: { connections: size('SOAK_WS_CONNECTIONS', 2000), broadcasts: size('SOAK_WS_BROADCASTS', 1000) },
    slowloris: {
      sockets: size('SOAK_SLOWLORIS_SOCKETS', 400),
      byteIntervalMs: size('SOAK_SLOWLORIS_BYTE_MS', 1000),
      samples: size('SOAK_SLOWLORIS_SAMPLES', 200),
    },
    sigterm: {
      connections: size('SOAK_SIGTERM_CONNECTIONS', 32),
      loadMs: size('SOAK_SIGTERM_LOAD_MS', 2000),
      workMs: size('SOAK_SIGTERM_WORK_MS', 5),
    },
    agent: {
      connections: size('SOAK_AGENT_CONNECTIONS', 50),
      runs: size('SOAK_AGENT_RUNS', 5),
      loadMs: size('SOAK_AGENT_LOAD_MS', 1000),
    },
    static: {
      megabytes: size('SOAK_STATIC_MB', 200),
      downloads: size('SOAK_STATIC_DOWNLOADS', 20),
      settleMs: size('SOAK_STATIC_SETTLE_MS', 5000),
    },
  };
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

function readScenarios(names: readonly string[]): ScenarioName[] {
  if (names.length === 0) return [...SCENARIOS];
  for (const name of names) {
    if (!(SCENARIOS as readonly string[]).includes(name)) {
      throw new Error(`unknown soak scenario "${name}": choose from ${SCENARIOS.join(', ')}`);
    }
  }
  return SCENARIOS.filter((name) => names.includes(name));
}

function readPositiveInteger(env: Env, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number from 1, got "${text}"`);
  }
  return value;
}
