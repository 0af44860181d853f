import type { WsConnection } from './ws-module.ts';

export interface IdleWatch {
  /** A frame (or pong) arrived. */
  seen(): void;
  stop(): void;
}

/**
 * `idleTimeout` and `sendPings` as Bun applies them: a connection silent for `idleTimeout` seconds is pinged
 * once (with `sendPings`) and cut when still silent a period later; without pings it is cut at once.
 */
export function watchIdle(idleTimeout: number, sendPings: boolean) {
  const watched = new Map<WsConnection, { last: number; pinged: boolean }>();
  const period = idleTimeout * 1000;
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    const now = performance.now();
    for (const [ws, state] of watched) {
      if (now - state.last < period) continue;
      if (sendPings && !state.pinged) {
        state.pinged = true;
        state.last = now;
        ws.ping();
      } else ws.terminate();
    }
  };
  return {
    watch(ws: WsConnection): IdleWatch {
      if (period === 0) return { seen() {}, stop() {} };
      const state = { last: performance.now(), pinged: false };
      watched.set(ws, state);
      if (timer === undefined) {
        // A quarter of the timeout: a silent connection closes at most a quarter late, as Bun's 4 s tick does.
        timer = setInterval(tick, Math.max(period / 4, 250));
        timer.unref();
      }
      return {
        seen() {
          state.last = performance.now();
          state.pinged = false;
        },
        stop() {
          watched.delete(ws);
        },
      };
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
      watched.clear();
    },
  };
}
