import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { repo } from './results.ts';

/** Servers run on this CPU, load generators on the other, so they never compete for a core. */
export const SERVER_CPU = '0';
export const CLIENT_CPU = '1';

/** Whether taskset exists here; without it the processes float (the figures then scatter more). */
export const pinned = spawnSync('taskset', ['--version']).status === 0;
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout.toString().trim() || 100);

/** `command` pinned to `cpu` with taskset (which execs it, so the pid stays the command's), when taskset exists. */
export function pin(cpu: string, command: readonly string[]): string[] {
  return pinned ? ['taskset', '-c', cpu, ...command] : [...command];
}

export interface Server {
  readonly name: string;
  readonly pid: number;
  readonly port: number;
  readonly url: string;
  readonly child: ChildProcess;
}

/**
 * Starts `bun <script> ...args` pinned to the server CPU, with `PORT=0` unless `env` says otherwise, and
 * waits for the line `ready <port>` it prints once listening. Aborting `signal` kills it (SIGKILL), also
 * while it is starting.
 */
export function startServer(
  name: string,
  script: string,
  env: Record<string, string> = {},
  argv: readonly string[] = [],
  signal?: AbortSignal,
): Promise<Server> {
  return startCommand(name, [process.execPath, script, ...argv], env, signal);
}

/** `startServer` for any command that prints `ready <port>`, such as `node <script>`. */
export async function startCommand(
  name: string,
  command: readonly string[],
  env: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<Server> {
  const [program, ...args] = pin(SERVER_CPU, command);
  const child = spawn(program, args, {
    cwd: repo,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    signal,
    killSignal: 'SIGKILL',
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ready (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`${name} exited ${code}: ${out}`)));
    child.on('error', reject);
  });
  return { name, pid: child.pid as number, port, url: `http://127.0.0.1:${port}`, child };
}

/** SIGTERM to each server still running, and waits until every one has exited. */
export async function stopServers(servers: readonly Server[]): Promise<void> {
  const running = servers.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  const exited = running.map(({ child }) => new Promise((resolve) => child.once('exit', resolve)));
  for (const { child } of running) child.kill();
  await Promise.all(exited);
}

/**
 * CPU seconds a process has used so far: the sum of its threads' on-CPU time in nanoseconds
 * (`/proc/<pid>/task/<tid>/schedstat`, first field). utime + stime from `/proc/<pid>/stat` (proc(5),
 * fields 14 and 15) come in clock ticks of 10 ms, about 1% of a one-second run's CPU, and are
 * charged by sampling at each tick; they are the fallback where schedstat is missing.
 */
export function readCpuSeconds(pid: number): number {
  let nanoseconds = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) nanoseconds += readTaskNanoseconds(pid, tid);
  if (nanoseconds > 0) return nanoseconds / 1e9;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** `readCpuSeconds` of a process and of every process below it (the primary of `workers` and its workers). */
export function readTreeCpuSeconds(pid: number): number {
  let seconds = readCpuSecondsIfRunning(pid);
  for (const child of readChildren(pid)) seconds += readTreeCpuSeconds(child);
  return seconds;
}

// The children of every thread (proc(5), /proc/<pid>/task/<tid>/children); none for a process that ended.
function readChildren(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

function readCpuSecondsIfRunning(pid: number): number {
  try {
    return readCpuSeconds(pid);
  } catch {
    return 0;
  }
}

// 0 for a thread that ended since the listing, or on a kernel without schedstat (CONFIG_SCHED_INFO).
function readTaskNanoseconds(pid: number, tid: string): number {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return 0;
  }
}
