import type { ErrorLogger } from '../errors/error-logger.ts';
import { FwError, messages } from '../errors/catalogue.ts';
import { describeExit, isWorkerReport, type ClusterRuntime, type DrainPhase } from './protocol.ts';
import type { ProcessExit, WorkerProcess } from './protocol.ts';
import { countCrash, restartDelay } from './restart-delay.ts';
import { WORKER_ID_ENV, WORKER_PORT_ENV } from './worker-marker.ts';

export interface PrimaryOptions {
  readonly count: number;
  readonly hostname: string | undefined;
  readonly logger: ErrorLogger;
  readonly runtime: ClusterRuntime;
}

/** One worker's place: its process comes and goes (restarts), the slot and its id stay. */
interface Slot {
  readonly id: number;
  process: WorkerProcess | undefined;
  /** Processes started in this slot: the first one's failure is the start's, later ones' are crashes. */
  launches: number;
  listening: boolean;
  listeningAt: number;
  crashes: number;
  restart: ReturnType<typeof setTimeout> | undefined;
  /** What the process reported when its `listen()` failed: logged for the restart, not its SIGTERM. */
  failure: string | undefined;
  /** The drain steps this process reached while it stops. */
  drained: Set<DrainPhase>;
}

/** The process that called `listen(port, { workers })`: starts, restarts and stops the workers; serves nothing. */
export class ClusterPrimary {
  readonly #options: PrimaryOptions;
  readonly #slots: Slot[];
  #port: number | undefined;
  #url: URL | undefined;
  #stopping: Promise<void> | undefined;

  constructor(options: PrimaryOptions) {
    this.#options = options;
    this.#slots = Array.from({ length: options.count }, (_, index) => ({
      id: index + 1,
      process: undefined,
      launches: 0,
      listening: false,
      listeningAt: 0,
      crashes: 0,
      restart: undefined,
      failure: undefined,
      drained: new Set(),
    }));
  }

  get port(): number | undefined {
    return this.url === undefined ? undefined : this.#port;
  }

  get url(): URL | undefined {
    return this.#stopping ? undefined : this.#url;
  }

  /** Resolves once every worker listens; when one fails first, the others are stopped. */
  async start(port: number): Promise<void> {
    this.#port = await this.#options.runtime.probePort(port, this.#options.hostname);
    if (this.#stopping) throw new FwError(messages.stoppedWhileStarting());
    const launches = this.#slots.map((slot) => this.#launch(slot));
    for (const launch of launches) launch.catch(() => {});
    let failure: { error: unknown } | undefined;
    let urls: string[] = [];
    try {
      urls = await Promise.all(launches);
    } catch (error) {
      failure = { error };
    }
    // A stop() that came meanwhile (TypeScript keeps the narrowing of the check before the awaits).
    const stopping = this.#stopping as Promise<void> | undefined;
    if (stopping) {
      await stopping.catch(() => {});
      throw new FwError(messages.stoppedWhileStarting());
    }
    if (failure) {
      // The failure is the one to report; a worker failing to stop on top of it has said so in its output.
      await this.stop(false).catch(() => {});
      throw failure.error;
    }
    this.#url = new URL(urls[0] ?? '');
  }

  /** Stops every worker (each runs `stop(force)`); rejects when one exited with an error code. */
  stop(force: boolean): Promise<void> {
    if (this.#stopping) {
      if (force) this.#order(true);
      return this.#stopping;
    }
    return (this.#stopping = this.#stopAll(force));
  }

  async #stopAll(force: boolean): Promise<void> {
    for (const slot of this.#slots) clearTimeout(slot.restart);
    const running = this.#slots.flatMap((slot) => (slot.process ? [{ id: slot.id, child: slot.process }] : []));
    this.#order(force);
    const exits = await Promise.all(running.map(async ({ id, child }) => ({ id, exit: await child.exited })));
    const failures = exits.filter(({ exit }) => exit.code !== null && exit.code !== 0);
    const described = failures.map(({ id, exit }) => `worker ${id} ${describeExit(exit)}`);
    if (described.length > 0) throw new FwError(messages.workersStopFailed(described));
  }

  #order(force: boolean): void {
    for (const slot of this.#slots) {
      const child = slot.process;
      if (child === undefined) continue;
      // A worker that listens follows the stop order; one still starting may not have loaded fw yet.
      if (slot.listening && trySend(child, force)) continue;
      child.kill(force ? 'SIGKILL' : 'SIGTERM');
    }
  }

  /** Starts a process in the slot; resolves with its URL once it listens. */
  #launch(slot: Slot): Promise<string> {
    const { count, runtime } = this.#options;
    const env = { [WORKER_ID_ENV]: String(slot.id), [WORKER_PORT_ENV]: String(this.#port) };
    return new Promise((resolve, reject) => {
      const child = runtime.spawn(env, (message) => {
        if (!isWorkerReport(message) || slot.process !== child) return;
        if (message.fw === 'drain') {
          slot.drained.add(message.phase);
          this.#releaseDrainStep(message.phase);
        } else if (message.fw === 'listening') {
          slot.listening = true;
          slot.listeningAt = performance.now();
          resolve(message.url);
        } else {
          slot.failure = message.reason;
          reject(new FwError(messages.workerFailedToStart(slot.id, count, message.reason)));
          // Its listen() failed and its shutdown hooks ran: nothing is left for it to serve.
          child.kill('SIGTERM');
        }
      });
      slot.process = child;
      slot.launches++;
      slot.listening = false;
      slot.failure = undefined;
      slot.drained = new Set();
      void child.exited.then((exit) => {
        reject(new FwError(messages.workerExitedEarly(slot.id, count, describeExit(exit))));
        this.#onExit(slot, child, exit);
      });
    });
  }

  // Workers close their listeners together, then answer together: a reconnect prompted by one worker's
  // answers would otherwise land in the queue of another's closing listener, which resets it.
  #releaseDrainStep(phase: DrainPhase): void {
    const stopping = this.#slots.filter((slot) => slot.process !== undefined && slot.listening);
    if (!stopping.every((slot) => slot.drained.has(phase))) return;
    for (const slot of stopping) {
      try {
        slot.process?.send({ fw: 'drain-go', phase });
      } catch {
        // Its channel closed: it is exiting, and waits for nobody.
      }
    }
  }

  #onExit(slot: Slot, child: WorkerProcess, exit: ProcessExit): void {
    if (slot.process !== child) return;
    const served = slot.listening ? performance.now() - slot.listeningAt : 0;
    const crashed = slot.listening || slot.launches > 1;
    slot.process = undefined;
    slot.listening = false;
    // The others may be waiting for this one at a drain step: they go on without it.
    for (const phase of ['quiet', 'closed'] as const) this.#releaseDrainStep(phase);
    // The first process of a slot that never listened fails start(), which stops the rest.
    if (this.#stopping || !crashed) return;
    slot.crashes = countCrash(slot.crashes, served);
    const delay = restartDelay(slot.crashes);
    const why = slot.failure === undefined ? describeExit(exit) : `failed to start: ${slot.failure}`;
    this.#options.logger.error(messages.workerRestarting(slot.id, child.pid, why, delay));
    slot.restart = setTimeout(() => {
      slot.restart = undefined;
      this.#launch(slot).catch(() => {});
    }, delay);
  }
}

/** Sends the stop order; `false` when the channel is already closed. */
function trySend(child: WorkerProcess, force: boolean): boolean {
  try {
    child.send({ fw: 'stop', force });
    return true;
  } catch {
    return false;
  }
}
