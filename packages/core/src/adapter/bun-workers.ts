import type { ClusterRuntime } from '../cluster/protocol.ts';

/**
 * Workers on Bun: each re-runs the entry script (`Bun.main`, with the same runtime flags and
 * arguments) with Bun's IPC channel and the primary's stdin, stdout and stderr, as Node's cluster
 * forks do; a port is probed with `Bun.serve` itself, so it binds exactly as the workers will.
 */
export const bunClusterRuntime: ClusterRuntime = {
  spawn(env, onMessage) {
    const child = Bun.spawn([process.execPath, ...process.execArgv, Bun.main, ...process.argv.slice(2)], {
      env: { ...process.env, ...env },
      stdio: ['inherit', 'inherit', 'inherit'],
      ipc: (message) => onMessage(message),
    });
    return {
      pid: child.pid,
      send: (message) => void child.send(message),
      kill: (signal) => child.kill(signal),
      exited: child.exited.then(() => ({ code: child.exitCode, signal: readSignal(child.signalCode) })),
    };
  },
  async probePort(port, hostname) {
    const where = hostname === undefined ? { port } : { port, hostname };
    const server = Bun.serve({ ...where, reusePort: false, fetch: () => new Response(null, { status: 503 }) });
    const bound = server.port ?? port;
    await server.stop(true);
    return bound;
  },
};

function readSignal(signal: string | number | null): string | null {
  return signal === null ? null : String(signal);
}
