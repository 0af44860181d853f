/**
 * Paths shared by several files. The contract generator folds property access on a constant object
 * into the resolved string (spec, "Path construction" rule 6), so the contract records `/api/stats/summary`.
 */
export const STATS_ROUTES = {
  prefix: '/api/stats',
  summary: '/summary',
} as const;

/** The gateway path, under `/api` like the controllers: one dev proxy entry, and no client-side route shadowed. */
export const CHAT_PATH = '/api/chat';
