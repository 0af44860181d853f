import type { ListenInfo } from '../plugin/contract.ts';

/**
 * Lifecycle methods a class in the container may implement: construction order, `onShutdown` in reverse.
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
  /** On `stop()` once in-flight requests have finished, or when `listen()` fails after `onInit` ran. */
  onShutdown(): void | Promise<void>;
}
