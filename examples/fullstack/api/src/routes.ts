/**
 * Paths shared by several files. The contract generator folds property access on a constant object
 * into the resolved string (spec, "Path construction" rule 6), so the contract records `/api/stats/summary`.
 */
export const STATS_ROUTES = {
  prefix: '/api/stats',
  summary: '/summary',
} as const;

/** The gateway path; the Vite dev proxy forwards the same prefix. */
export const CHAT_PATH = '/ws/chat';
