import { connect, type Socket } from 'node:net';
import { median, percentile, round } from '../../lib/stats.ts';
import { figure, type Figure } from '../figures.ts';
import { LOOPBACK, timeRequest } from '../raw-http.ts';
import { soakRequests } from '../requests.ts';
import { requireOpenFiles, startSoakServer, type Scenario } from '../scenario.ts';
import { sleep, type Scope } from '../scope.ts';

/** Pause between the normal client's requests, so its samples spread over seconds of the attack. */
const GAP_MS = 20;
/** How long the slowloris sockets are held at the most, waiting for the server to close them. */
const HOLD_MS = 30_000;

interface Slow {
  readonly socket: Socket;
  /** Seconds after its connect that the server closed it. */
  closedAfter?: number;
}

/**
 * Scenario slowloris: a normal client times requests on new connections; then `config.slowloris.sockets`
 * sockets send a request head one byte at a time and never finish it, while the client times again.
 * The slow sockets are then held until the server has closed them all, or HOLD_MS.
 */
export const slowloris: Scenario = async (scope, config, figures) => {
  const { sockets, byteIntervalMs, samples } = config.slowloris;
  requireOpenFiles(sockets + 100);
  const server = await startSoakServer(scope, 'http-app.ts');
  figures.push(...latencyFigures('before', await timeRequests(server.port, samples, scope.signal, () => true)));

  const slow = await openSlowSockets(scope, server.port, sockets);
  const attackStarted = performance.now();
  const drip = setInterval(() => {
    for (const { socket } of slow) if (!socket.destroyed) socket.write('a');
  }, byteIntervalMs);
  scope.defer(() => clearInterval(drip));
  const allOpen = () => slow.every((each) => each.closedAfter === undefined);
  figures.push(
    figure('slowloris sockets connected', slow.length),
    ...latencyFigures('during', await timeRequests(server.port, samples, scope.signal, allOpen)),
  );

  const until = attackStarted + HOLD_MS;
  while (!slow.every((each) => each.closedAfter !== undefined) && performance.now() < until) {
    await sleep(100, scope.signal);
  }
  const closed = slow.flatMap((each) => (each.closedAfter === undefined ? [] : [each.closedAfter]));
  const seconds = (value: number) => (closed.length > 0 ? round(value, 1) : null);
  figures.push(
    figure(`closed by the server within ${HOLD_MS / 1000} s`, closed.length),
    figure('first closed after', seconds(Math.min(...closed)), 's'),
    figure('median closed after', seconds(median(closed)), 's'),
    figure('last closed after', seconds(Math.max(...closed)), 's'),
  );
};

/** Sequential requests, each on a new connection, while `keepGoing()` holds; latencies in ms. */
async function timeRequests(port: number, count: number, signal: AbortSignal, keepGoing: () => boolean) {
  const latencies: number[] = [];
  while (latencies.length < count && keepGoing()) {
    latencies.push(await timeRequest(port, soakRequests.readUser.path, soakRequests.readUser.status));
    await sleep(GAP_MS, signal);
  }
  return latencies;
}

function latencyFigures(phase: string, latencies: readonly number[]): Figure[] {
  return [
    figure(`latency ${phase}: samples`, latencies.length),
    figure(`latency ${phase}: p50`, round(percentile(latencies, 50), 2), 'ms'),
    figure(`latency ${phase}: p99`, round(percentile(latencies, 99), 2), 'ms'),
  ];
}

/** Sockets that send a request line and the start of a header, then stop; each records when the server closes it. */
function openSlowSockets(scope: Scope, port: number, count: number): Promise<Slow[]> {
  const opened = Array.from({ length: count }, () => {
    return new Promise<Slow | undefined>((resolve) => {
      const socket = connect(port, LOOPBACK);
      scope.defer(() => socket.destroy());
      socket.once('error', () => resolve(undefined));
      socket.once('connect', () => {
        const connected = performance.now();
        const slow: Slow = { socket };
        socket.on('error', () => {});
        socket.once('close', () => (slow.closedAfter = (performance.now() - connected) / 1000));
        socket.write(`GET /users/42 HTTP/1.1\r\nHost: ${LOOPBACK}\r\nX-Slow: `);
        resolve(slow);
      });
    });
  });
  return Promise.all(opened).then((all) => all.filter((slow) => slow !== undefined));
}
