import type { ListenInfo } from '../plugin.ts';

/**
 * Lifecycle methods a controller, service or plugin-provided class may implement. Hooks run in
 * construction order (dependencies first); `onShutdown` in reverse.
 *
 * @example
 * @Service()
 * class Ticker implements OnListen, OnShutdown {
 *   #timer?: Timer;
 *   onListen(info: ListenInfo) { this.#timer = setInterval(() => ping(info.url), 1000); }
 *   onShutdown() { clearInterval(this.#timer); }
 * }
 */
export interface OnInit {
  /** After the container is built, before the server starts. */
  onInit(): void | Promise<void>;
}

export interface OnListen {
  /** After the server listens. */
  onListen(info: ListenInfo): void | Promise<void>;
}

export interface OnShutdown {
  /**
   * On `stop()`, once the server has stopped accepting and in-flight requests have finished, so a
   * request still running keeps its pool; also when `listen()` fails after `onInit` ran (port taken,
   * an `onListen` hook threw), so what `onInit` opened is closed either way.
   */
  onShutdown(): void | Promise<void>;
}
