import cluster from 'node:cluster';
import { createServer } from 'node:net';
import type { ClusterRuntime } from '../../cluster/protocol.ts';

function ignoreClosedChannel(): void {}

// node:cluster's primary holds the socket and hands each worker its connections in turn, so the workers'
// `listen()` joins it instead of binding: even on every platform and Node version (core README "Bun and Node").
export const nodeClusterRuntime: ClusterRuntime = {
  spawn(env, onMessage) {
    // Round-robin is Node's default except on Windows, where the OS would pick (unevenly); an explicit choice wins.
    if (process.env['NODE_CLUSTER_SCHED_POLICY'] === undefined) cluster.schedulingPolicy = cluster.SCHED_RR;
    const worker = cluster.fork(env);
    worker.on('message', (message) => onMessage(message));
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      worker.once('exit', (code, signal) => resolve({ code: signal ? null : code, signal: signal || null })),
    );
    return {
      pid: worker.process.pid ?? 0,
      send: (message) => {
        // A worker that exited but whose channel's end the primary has not yet seen close fails the write: with a
        // callback the failure comes here, not as an 'error' event that would end the primary.
        if (worker.isConnected()) worker.send(message, ignoreClosedChannel);
      },
      kill: (signal) => void worker.process.kill(signal),
      exited,
    };
  },
  probePort(port, hostname) {
    return new Promise((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen({ port, host: hostname, exclusive: true }, () => {
        const address = server.address();
        const bound = typeof address === 'object' && address !== null ? address.port : port;
        server.close(() => resolve(bound));
      });
    });
  },
  spreadsConnections: () => true,
};
