import type { FwSocket } from '../socket.ts';

/**
 * The live sockets per namespace, and the close handlers still running. `NamespaceRegistry` reads the
 * counts; graceful shutdown walks the sockets and waits for the handlers.
 */
export class ConnectionTable {
  readonly #byNamespace = new Map<string, Set<FwSocket>>();
  readonly #closing = new Set<Promise<void>>();
  #total = 0;

  add(socket: FwSocket): void {
    let sockets = this.#byNamespace.get(socket.namespace);
    if (sockets === undefined) {
      sockets = new Set();
      this.#byNamespace.set(socket.namespace, sockets);
    }
    sockets.add(socket);
    this.#total++;
  }

  remove(socket: FwSocket): void {
    const sockets = this.#byNamespace.get(socket.namespace);
    if (sockets === undefined || !sockets.delete(socket)) return;
    this.#total--;
    // Only namespaces with at least one connection are listed (spec `getNamespaces()`).
    if (sockets.size === 0) this.#byNamespace.delete(socket.namespace);
  }

  count(namespace: string): number {
    return this.#byNamespace.get(namespace)?.size ?? 0;
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
    void closing.finally(() => this.#closing.delete(closing));
  }

  /** Resolves once every close handler started so far has settled. */
  async settleClosing(): Promise<void> {
    while (this.#closing.size > 0) await Promise.allSettled([...this.#closing]);
  }
}
