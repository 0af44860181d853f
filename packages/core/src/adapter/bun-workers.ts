import type { ClusterRuntime } from '../cluster/protocol.ts';
import { balancesReusePort } from '../cluster/platform.ts';

// Each worker re-runs `Bun.main` with IPC, as Node's cluster forks; the port is probed with `Bun.serve` itself.
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
  // Each worker binds the port with `SO_REUSEPORT`: only Linux's kernel spreads the connections.
  spreadsConnections: balancesReusePort,
};

function readSignal(signal: string | number | null): string | null {
  return signal === null ? null : String(signal);
}
