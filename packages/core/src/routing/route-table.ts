import type { RawHandler, ServerHandle } from '../types.ts';
import type { TableMethod } from '../http/methods.ts';
import { FwError, messages } from '../errors/catalogue.ts';
import { describeUnreachablePath, toRequestPath } from '../http/path.ts';

/** A compiled handler: what the adapter calls per request. `params` comes from the router. */
export type RouteHandler = (
  request: Request,
  server: ServerHandle,
  params?: Record<string, string>,
) => Response | undefined | Promise<Response | undefined>;

/** A fixed `Response` (served natively by the runtime) or a handler. */
export type RouteEntry = Response | RouteHandler;

export type MethodEntries = Map<TableMethod, RouteEntry>;

/** path → method → entry: the shape of Bun's native `routes` option with method maps. */
export type RouteTable = Map<string, MethodEntries>;

/** How strongly a route holds its method and path. Controllers beat plugin routes beat overridable ones. */
export const Priority = { Overridable: 0, Raw: 1, Controller: 2 } as const;
export type Priority = (typeof Priority)[keyof typeof Priority];

export interface RouteCandidate {
  readonly method: TableMethod;
  readonly path: string;
  readonly entry: RouteEntry | RawHandler;
  readonly priority: Priority;
  /** Owns its method and path: any other non-overridable route there is a startup error. */
  readonly exclusive?: boolean;
  readonly source: string;
}

/** Builds the route table: the strongest candidate wins; equal claims are a startup error (README "Routing"). */
export function buildRouteTable(candidates: readonly RouteCandidate[]): RouteTable {
  const winners = new Map<string, Map<TableMethod, RouteCandidate>>();
  for (const candidate of candidates) {
    const unreachable = describeUnreachablePath(candidate.path);
    if (unreachable !== undefined)
      throw new FwError(messages.unreachablePath(candidate.method, candidate.path, candidate.source, unreachable));
    // Encoded first, so `/my file` and `/my%20file`, one path to the router, are one here.
    const shape = toRequestPath(candidate.path).replace(/:[^/]+/g, ':');
    let byMethod = winners.get(shape);
    if (!byMethod) winners.set(shape, (byMethod = new Map()));
    const current = byMethod.get(candidate.method);
    if (
      current !== undefined &&
      (current.exclusive || candidate.exclusive) &&
      Math.min(current.priority, candidate.priority) !== Priority.Overridable
    ) {
      const [owner, other] = current.exclusive ? [current, candidate] : [candidate, current];
      throw new FwError(messages.exclusiveRoute(candidate.method, owner.path, owner.source, other.source, other.path));
    }
    if (current === undefined || candidate.priority > current.priority) {
      byMethod.set(candidate.method, candidate);
    } else if (candidate.priority === current.priority && candidate.priority !== Priority.Overridable) {
      throw new FwError(
        messages.duplicateRoute(candidate.method, candidate.path, current.source, candidate.source, current.path),
      );
    }
  }
  const table: RouteTable = new Map();
  for (const byMethod of winners.values()) {
    // HEAD is GET without the body (RFC 9110 §9.3.2): a weaker HEAD yields to the path's stronger GET.
    const head = byMethod.get('HEAD');
    const get = byMethod.get('GET');
    if (head && get && head.priority < get.priority) byMethod.delete('HEAD');
    for (const [method, candidate] of byMethod) {
      const path = toRequestPath(candidate.path);
      let methods = table.get(path);
      if (!methods) table.set(path, (methods = new Map()));
      methods.set(method, candidate.entry as RouteEntry);
    }
  }
  return table;
}
