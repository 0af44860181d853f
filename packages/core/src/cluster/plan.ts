import { FwError, messages } from '../errors/catalogue.ts';
import { readWorkerCount } from './listen-options.ts';
import type { WorkerMarker } from './worker-marker.ts';

/** What a `listen()` call is in this process: a single server, the primary of workers, or one of them. */
export type ListenRole =
  | { readonly kind: 'single' }
  | { readonly kind: 'primary'; readonly count: number }
  | { readonly kind: 'worker'; readonly marker: WorkerMarker };

export interface Surroundings {
  readonly platform: string;
  /** The runtime's answer for this platform (`ClusterRuntime.spreadsConnections`). */
  readonly spreads: boolean;
  readonly cores: number;
  /** Set when the primary started this process. */
  readonly marker: WorkerMarker | undefined;
  readonly warn: (message: string) => void;
}

/**
 * The role of a `listen(port, options)` call; where the runtime cannot spread connections, one process, warned.
 * @example
 * planListen({ workers: 2 }, { platform: 'darwin', spreads: false, cores: 8, marker: undefined, warn }); // single
 */
export function planListen(options: unknown, where: Surroundings): ListenRole {
  const count = readWorkerCount(options, where.cores);
  if (count === undefined) return { kind: 'single' };
  if (where.marker !== undefined) return { kind: 'worker', marker: where.marker };
  if (where.spreads) return { kind: 'primary', count };
  where.warn(messages.noReusePortBalancing(where.platform, count));
  return { kind: 'single' };
}

let claimed = false;

/** Takes the process's one clustered app; the returned function gives it back. A second one throws. */
export function claimCluster(): () => void {
  if (claimed) throw new FwError(messages.secondCluster());
  claimed = true;
  return () => void (claimed = false);
}
