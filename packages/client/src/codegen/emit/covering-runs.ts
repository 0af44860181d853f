import type { RouteShape } from '../model.ts';

/** Routes that share one covering list, in a row: a controller's routes, as collectRoutes lists them. */
export interface CoveringRun {
  readonly covering: RouteShape['covering'];
  readonly routes: readonly RouteShape[];
}

/**
 * The routes cut where their covering list changes, in order: what an emitter keeps and replays as one.
 * @example
 * coveringRuns(collectRoutes(files, context, setup).routes).map((run) => run.routes.length); // [5, 5, 2]
 */
export function coveringRuns(routes: readonly RouteShape[]): CoveringRun[] {
  const runs: CoveringRun[] = [];
  for (let start = 0; start < routes.length; ) {
    const covering = (routes[start] as RouteShape).covering;
    let end = start + 1;
    while (end < routes.length && routes[end]?.covering === covering) end++;
    runs.push({ covering, routes: routes.slice(start, end) });
    start = end;
  }
  return runs;
}
