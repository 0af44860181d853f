import type { HttpMethod, RawHandler, ServerHandle } from '../plugin.ts';
import { FwError, messages } from '../errors/catalogue.ts';

/** A compiled handler: what the adapter calls per request. `params` comes from the router. */
export type RouteHandler = (
  request: Request,
  server: ServerHandle,
  params?: Record<string, string>,
) => Response | undefined | Promise<Response | undefined>;

/** A fixed `Response` (served natively by the runtime) or a handler. */
export type RouteEntry = Response | RouteHandler;

/** path → method → entry: the shape of Bun's native `routes` option with method maps. */
export type RouteTable = Map<string, Map<HttpMethod, RouteEntry>>;

export const ALL_METHODS: readonly HttpMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** How strongly a route holds its method and path. Controllers beat plugin routes beat overridable ones. */
export const Priority = { Overridable: 0, Raw: 1, Controller: 2 } as const;
export type Priority = (typeof Priority)[keyof typeof Priority];

export interface RouteCandidate {
  readonly method: HttpMethod;
  readonly path: string;
  readonly entry: RouteEntry | RawHandler;
  readonly priority: Priority;
  /** Who declared it, for the duplicate-route message. */
  readonly source: string;
}

/**
 * Builds the route table: the strongest candidate wins each method and path; two controllers (or two
 * non-overridable raw routes) on one method and path are a startup error; among overridable routes the
 * first wins. Then every known path gets a 405 handler, carrying `Allow`, for the methods it lacks
 * (RFC 9110 §15.5.6). HEAD is left to the runtime where GET exists (Bun answers HEAD from GET).
 */
export function buildRouteTable(
  candidates: readonly RouteCandidate[],
  createMethodNotAllowed: (allow: string) => RouteHandler,
): RouteTable {
  const winners = new Map<string, Map<HttpMethod, RouteCandidate>>();
  for (const candidate of candidates) {
    let byMethod = winners.get(candidate.path);
    if (!byMethod) winners.set(candidate.path, (byMethod = new Map()));
    const current = byMethod.get(candidate.method);
    if (current === undefined || candidate.priority > current.priority) {
      byMethod.set(candidate.method, candidate);
    } else if (candidate.priority === current.priority && candidate.priority !== Priority.Overridable) {
      throw new FwError(messages.duplicateRoute(candidate.method, candidate.path, current.source, candidate.source));
    }
  }
  const table: RouteTable = new Map();
  for (const [path, byMethod] of winners) {
    const methods = new Map<HttpMethod, RouteEntry>();
    for (const [method, candidate] of byMethod) methods.set(method, candidate.entry as RouteEntry);
    const allowed = ALL_METHODS.filter((method) => methods.has(method) || (method === 'HEAD' && methods.has('GET')));
    const notAllowed = createMethodNotAllowed(allowed.join(', '));
    for (const method of ALL_METHODS) if (!allowed.includes(method)) methods.set(method, notAllowed);
    table.set(path, methods);
  }
  return table;
}
