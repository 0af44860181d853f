import { spawnSync } from 'node:child_process';
import { CLIENT_CPU, pin, readCpuSeconds, type Server } from './server.ts';

export interface WrkOptions {
  readonly connections: number;
  readonly seconds: number;
  /** A wrk Lua script (e.g. one that sets a POST body). */
  readonly script?: string;
  /** The server's CPU seconds so far; default `readCpuSeconds` of its own process. */
  readonly readCpu?: (pid: number) => number;
}

/** One wrk run against one server. */
export interface Run {
  readonly rps: number;
  readonly p99Ms: number;
  /** Server CPU (from /proc, so other processes' CPU does not count) per request. */
  readonly cpuUsPerRequest: number;
}

/** Runs `wrk -t1` on the client CPU against `server.url + path`; throws on a failed run or any non-2xx answer. */
export function runWrk(server: Server, path: string, options: WrkOptions): Run {
  const args = ['wrk', '-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--latency'];
  if (options.script !== undefined) args.push('-s', options.script);
  args.push(server.url + path);
  const [command, ...rest] = pin(CLIENT_CPU, args);
  const readCpu = options.readCpu ?? readCpuSeconds;
  const before = readCpu(server.pid);
  const result = spawnSync(command, rest, { encoding: 'utf8' });
  const after = readCpu(server.pid);
  const out = result.stdout;
  const { requests, seconds, p99Ms, non2xx } = parseWrk(out);
  if (!requests || Number.isNaN(p99Ms) || non2xx > 0) {
    throw new Error(`wrk failed on ${server.name} ${path}:\n${out}${result.stderr}`);
  }
  return { rps: requests / seconds, p99Ms, cpuUsPerRequest: ((after - before) * 1e6) / requests };
}

/** What wrk's report (with `--latency`) says; `p99Ms` is NaN without a latency distribution. */
export interface WrkReport {
  readonly requests: number;
  readonly seconds: number;
  readonly p99Ms: number;
  /** "Non-2xx or 3xx responses". */
  readonly non2xx: number;
  /** The sum of "Socket errors: connect, read, write, timeout". */
  readonly socketErrors: number;
}

export function parseWrk(out: string): WrkReport {
  const p99 = /99%\s+([\d.]+)(us|ms|s|m)/.exec(out);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    requests: Number(/(\d+) requests in/.exec(out)?.[1]),
    seconds: toSeconds(/requests in ([\d.]+)(us|ms|s|m)/.exec(out)),
    p99Ms: p99 ? toMs(p99[1], p99[2]) : Number.NaN,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    socketErrors: errors ? errors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
  };
}

function toSeconds(match: RegExpExecArray | null): number {
  return match ? toMs(match[1], match[2]) / 1000 : Number.NaN;
}

/**
 * A/B pairs: `pairs` runs of each, back to back so both see the same machine phase, the order
 * alternating per pair so neither always runs on a warmer (or busier) machine. Compare per pair.
 */
export function runPairs<T>(pairs: number, runBase: () => T, runOther: () => T): { base: T[]; other: T[] } {
  const base: T[] = [];
  const other: T[] = [];
  for (let pair = 0; pair < pairs; pair++) {
    if (pair % 2 === 0) {
      base.push(runBase());
      other.push(runOther());
    } else {
      other.push(runOther());
      base.push(runBase());
    }
  }
  return { base, other };
}

function toMs(value: string, unit: string): number {
  const n = Number(value);
  return unit === 'us' ? n / 1000 : unit === 's' ? n * 1000 : unit === 'm' ? n * 60_000 : n;
}
