import { join } from 'node:path';
import { startServer, type Server } from '../lib/server.ts';
import type { SoakConfig } from './config.ts';
import type { Figure } from './figures.ts';
import { fileLimitShortfall, readFileLimit } from './proc-status.ts';
import type { Scope } from './scope.ts';

/**
 * One soak scenario. It pushes each figure to `figures` as soon as it has it, so one that fails or
 * passes its deadline half-way still reports what it measured.
 */
export type Scenario = (scope: Scope, config: SoakConfig, figures: Figure[]) => Promise<void>;

/** Thrown when a scenario cannot run here (a tool or a limit is missing); reported as skipped, with the reason. */
export class Skip extends Error {}

/** Skips unless `needed` descriptors fit the open-file limit the soak and its children share. */
export function requireOpenFiles(needed: number): void {
  const shortfall = fileLimitShortfall(needed, readFileLimit());
  if (shortfall !== undefined) throw new Skip(shortfall);
}

/** Starts `bench/soak/servers/<file>` pinned to the server CPU; the scope kills it. */
export async function startSoakServer(scope: Scope, file: string, env: Record<string, string> = {}): Promise<Server> {
  const server = await startServer(file, join(import.meta.dir, 'servers', file), env, [], scope.signal);
  scope.adopt(server.child);
  return server;
}

/** `fetch` that wants `status` and gives the JSON body. */
export async function fetchJson<T>(url: string, init: RequestInit = {}, status = 200): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (response.status !== status) {
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${text}`);
  }
  return JSON.parse(text) as T;
}
