import type { FwSocket } from '../socket.ts';

/**
 * The live sockets per namespace, the close handlers still running, and whether the server still
 * accepts connections. `NamespaceRegistry` reads the counts; graceful shutdown walks the sockets and
 * waits for the handlers.
 */
export class ConnectionTable {
  readonly #byNamespace = new Map<string, Set<FwSocket>>();
  readonly #closing = new Set<Promise<void>>();
  #total = 0;
  #accepting = true;
  /** Wakes `shutDown()` when a socket leaves the table or a close handler settles. */
  #onChange: (() => void) | undefined;
  /** A cluster adapter's listener (`ClusterNode.onCountsChange`); null without one. */
  #onCount: (() => void) | null = null;

  /** False from the start of `shutDown()` until `accept()`: upgrades are refused and late opens closed. */
  get accepting(): boolean {
    return this.#accepting;
  }

  /** Accepts connections, from `listen()` on (the core refuses a `listen()` after `stop()`, so once). */
  accept(): void {
    this.#accepting = true;
  }

  add(socket: FwSocket): void {
    let sockets = this.#byNamespace.get(socket.namespace);
    if (sockets === undefined) {
      sockets = new Set();
      this.#byNamespace.set(socket.namespace, sockets);
    }
    sockets.add(socket);
    this.#total++;
    this.#onCount?.();
  }

  remove(socket: FwSocket): void {
    const sockets = this.#byNamespace.get(socket.namespace);
    if (sockets === undefined || !sockets.delete(socket)) return;
    this.#total--;
    // Only namespaces with at least one connection are listed (spec `getNamespaces()`).
    if (sockets.size === 0) this.#byNamespace.delete(socket.namespace);
    this.#onCount?.();
    this.#changed();
  }

  /** Calls `listener` after every add and remove. */
  onCountChange(listener: () => void): void {
    this.#onCount = listener;
  }

  count(namespace: string): number {
    return this.#byNamespace.get(namespace)?.size ?? 0;
  }

  /** One entry per namespace given (0 included), in that order. */
  countsOf(namespaces: readonly string[]): Record<string, number> {
    return Object.fromEntries(namespaces.map((namespace) => [namespace, this.count(namespace)]));
  }

  namespaces(): string[] {
    return [...this.#byNamespace.keys()];
  }

  get total(): number {
    return this.#total;
  }

  /** A snapshot, so closing sockets while iterating is safe. */
  sockets(): FwSocket[] {
    return [...this.#byNamespace.values()].flatMap((sockets) => [...sockets]);
  }

  /** Remembers an async close handler until it settles. */
  trackClosing(closing: Promise<void>): void {
    this.#closing.add(closing);
    void closing.finally(() => {
      this.#closing.delete(closing);
      this.#changed();
    });
  }

  /**
   * Graceful shutdown: stops accepting, hands every open socket to `goAway`, and resolves once the
   * table is empty and every close handler has settled. The flag is set first and checked by the
   * upgrade route and by `open`, so a socket that connects while the close handlers run (a client
   * reconnecting from its `onclose`, a guard resolving late) cannot keep the runtime's graceful stop
   * waiting on it forever.
   */
  async shutDown(goAway: (socket: FwSocket) => void): Promise<void> {
    this.#accepting = false;
    // Bun calls the close handler inside `close()`; a runtime that reports it later is waited for below.
    for (const socket of this.sockets()) goAway(socket);
    while (this.#total > 0 || this.#closing.size > 0) {
      await new Promise<void>((resolve) => (this.#onChange = resolve));
    }
  }

  #changed(): void {
    const wake = this.#onChange;
    this.#onChange = undefined;
    wake?.();
  }
}
