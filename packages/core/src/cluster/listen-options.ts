import { FwError, messages } from '../errors/catalogue.ts';

/** The second argument of `listen()`. */
export interface ListenOptions {
  /**
   * Runs the app in this many processes sharing the port (Linux); `'auto'` is one per core. README "Workers".
   * @example
   * await app.listen(3000, { workers: 'auto' });
   */
  readonly workers?: number | 'auto';
}

/** The number of workers asked for, `undefined` without; `'2'`, `0` or `NaN` throws. */
export function readWorkerCount(options: unknown, cores: number): number | undefined {
  if (options === undefined) return undefined;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new FwError(messages.listenOptionsNotObject(options));
  }
  for (const key of Object.keys(options)) if (key !== 'workers') throw new FwError(messages.listenUnknownOption(key));
  const { workers } = options as ListenOptions;
  if (workers === undefined) return undefined;
  if (workers === 'auto') return Math.max(1, cores);
  if (typeof workers === 'number' && Number.isInteger(workers) && workers >= 1) return workers;
  throw new FwError(messages.invalidWorkers(workers, cores));
}
