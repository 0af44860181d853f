import type { FwSocket } from '../socket.ts';

/** The live sockets per namespace, the close handlers still running, and whether upgrades are accepted. */
export class ConnectionTable {
  readonly #byNamespace = new Map<string, Set<FwSocket>>();
  readonly #closing = new Set<Promise<void>>();
  #total = 0;
  #accepting = true;
  #onChange: (() => void) | undefined;
  #onCount: (() => void) | null = null;

  /** False from the start of `shutDown()` until `accept()`: upgrades are refused and late opens closed. */
  get accepting(): boolean {
    return this.#accepting;
  }

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

  onCountChange(listener: () => void): void {
    this.#onCount = listener;
  }

  count(namespace: string): number {
    return this.#byNamespace.get(namespace)?.size ?? 0;
  }

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

  trackClosing(closing: Promise<void>): void {
    this.#closing.add(closing);
    void closing.finally(() => {
      this.#closing.delete(closing);
      this.#changed();
    });
  }

  /** Stops accepting first (so a late socket cannot keep `stop()` waiting), closes all, awaits close handlers. */
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
