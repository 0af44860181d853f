import { spawn } from 'node:child_process';

/** A long-running child process that printed the URL it serves. */
export interface Served {
  readonly url: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Start a server process and resolve once it prints a URL matching `announces` (first capture group);
 * reject with its output if it exits first. Its output keeps draining so a full pipe never blocks it.
 * It runs in a process group of its own, and `stop()` ends the group: a script run through npm is a
 * shell's child, and the shell does not pass SIGTERM on (`npm start` → sh → bun).
 */
export function serve(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; announces: RegExp },
): Promise<Served> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
    // npm leaves at once; Bun stops gracefully (fw's shutdownSignals), so wait for the whole group to be gone.
    if (child.pid) await waitForGroupGone(child.pid);
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = options.announces.exec(output.replace(/\x1b\[[0-9;]*m/g, ''));
      if (match) resolve({ url: match[1].replace(/\/$/, ''), output: () => output, stop });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      reject(new Error(`${command} ${args.join(' ')} exited with ${code} before serving:\n${output}`));
    });
  });
}

/** Resolves once no process of the group is left; after 5 s it kills what remains. */
export async function waitForGroupGone(pgid: number): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  process.kill(-pgid, 'SIGKILL');
}
