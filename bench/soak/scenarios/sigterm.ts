import { round } from '../../lib/stats.ts';
import { figure } from '../figures.ts';
import { RawConnection, RawHttpError, type FailureKind } from '../raw-http.ts';
import { soakRequests } from '../requests.ts';
import { startSoakServer, type Scenario } from '../scenario.ts';
import { sleep } from '../scope.ts';

/** How long after the SIGTERM the clients keep trying, and the process may take to exit. */
const AFTER_SIGNAL_MS = 10_000;
/** A bound on each connection's loop besides the time. */
const MAX_REQUESTS = 1_000_000;

interface Tally {
  before: number;
  after: number;
  connectionClose: number;
  failures: Record<FailureKind, number>;
}

/**
 * Scenario sigterm: `config.sigterm.connections` raw keep-alive connections loop `GET /work` (a handler
 * that takes `workMs`); after `loadMs` the server gets SIGTERM. Every connection goes on (a new one after
 * `Connection: close` or a failure) until a connect is refused. Counted: requests answered before and
 * after the signal, requests that failed (reset, or closed before the answer), and how the process exited.
 */
export const sigterm: Scenario = async (scope, config, figures) => {
  const { connections, loadMs, workMs } = config.sigterm;
  const server = await startSoakServer(scope, 'http-app.ts', { WORK_MS: String(workMs) });
  const exited = new Promise<{ code: number | null; signal: string | null; at: number }>((resolve) =>
    server.child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  const failures = { reset: 0, closed: 0, refused: 0, error: 0 };
  const tally: Tally = { before: 0, after: 0, connectionClose: 0, failures };
  let signalled: number | undefined;
  const until = () => (signalled ?? Number.POSITIVE_INFINITY) + AFTER_SIGNAL_MS;
  const afterSignal = () => signalled !== undefined;
  const loops = Array.from({ length: connections }, () => loop(server.port, tally, afterSignal, until, scope.signal));

  await sleep(loadMs, scope.signal);
  signalled = performance.now();
  server.child.kill('SIGTERM');
  await Promise.all(loops);
  const timeLeft = Math.max(0, until() - performance.now());
  const exit = await Promise.race([exited, sleep(timeLeft, scope.signal).then(() => undefined)]);
  figures.push(
    figure('keep-alive connections', connections),
    figure('answered before SIGTERM', tally.before),
    figure('answered after SIGTERM', tally.after),
    figure('answers with Connection: close', tally.connectionClose),
    figure('failed: reset (ECONNRESET)', tally.failures.reset),
    figure('failed: closed before the answer', tally.failures.closed),
    figure('failed: other errors', tally.failures.error),
    figure('connects refused after the stop', tally.failures.refused),
    figure(`exited within ${AFTER_SIGNAL_MS / 1000} s`, exit !== undefined),
    figure('exit code', exit?.code ?? null),
    figure('exit signal', exit?.signal ?? null),
    figure('ms from SIGTERM to exit', exit === undefined ? null : round(exit.at - signalled, 0), 'ms'),
  );
};

/** One client: requests on one kept-alive connection, a new connection when it ends, until a connect is refused. */
async function loop(port: number, tally: Tally, afterSignal: () => boolean, until: () => number, signal: AbortSignal) {
  let connection: RawConnection | undefined;
  for (let sent = 0; sent < MAX_REQUESTS && performance.now() < until() && !signal.aborted; sent++) {
    try {
      connection ??= await RawConnection.open(port);
      const response = await connection.request(soakRequests.work.path);
      if (afterSignal()) tally.after++;
      else tally.before++;
      if (response.close) tally.connectionClose++;
      if (!connection.usable) connection = undefined;
    } catch (error) {
      if (!(error instanceof RawHttpError)) throw error;
      tally.failures[error.kind]++;
      connection?.destroy();
      connection = undefined;
      if (error.kind === 'refused') return;
    }
  }
  connection?.destroy();
}
