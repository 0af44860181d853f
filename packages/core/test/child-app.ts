import { existsSync, readFileSync } from 'node:fs';

/**
 * A fixture app run by Bun in a child process, with its own folder as cwd (Bun reads the decorator mode
 * there), whose stdout lines the test waits for. Processes the child starts with inherited stdio write
 * to the same lines.
 */
export function startChildApp(cwd: string, args: readonly string[]) {
  const pipes = { stdin: 'pipe', stdout: 'pipe', stderr: 'pipe' } as const;
  const child = Bun.spawn([process.execPath, ...args], { cwd, ...pipes });
  const lines: string[] = [];
  const drained = (async () => {
    let rest = '';
    for await (const chunk of child.stdout.pipeThrough(new TextDecoderStream())) {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
    }
  })();
  const stderr = new Response(child.stderr).text();
  /** The first line that starts with `start`, after `skip` such lines; rejects if the output ended without. */
  const until = async (start: string, skip = 0) => {
    for (;;) {
      const found = lines.filter((line) => line.startsWith(start))[skip];
      if (found !== undefined) return found;
      if (child.exitCode !== null || child.signalCode !== null) {
        await drained;
        if (lines.filter((line) => line.startsWith(start)).length > skip) continue;
        throw new Error(`the app ended without printing "${start}": ${lines.join(' | ')} ${await stderr}`);
      }
      await Bun.sleep(2);
    }
  };
  /** Waits for the child to exit and for every process writing to its stdout to be gone. */
  const exit = async () => {
    await child.exited;
    await drained;
    return { code: child.exitCode, signal: child.signalCode, lines, stderr: await stderr };
  };
  return { child, lines, until, exit };
}

/** Whether a process still runs: a zombie (ended, not reaped by its new parent) holds no port and counts as gone. */
export function isRunning(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return false;
  try {
    const text = readFileSync(stat, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2, text.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Whether the port can be bound again without SO_REUSEPORT: no process holds it. */
export function isPortFree(port: number): boolean {
  try {
    const server = Bun.serve({ port, reusePort: false, fetch: () => new Response() });
    void server.stop(true);
    return true;
  } catch {
    return false;
  }
}
