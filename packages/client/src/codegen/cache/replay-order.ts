/** Thrown when a generation mixed records and fresh reads in an order a cold generation would not. */
export class ReplayConflict extends Error {
  constructor() {
    super('@fw/client: cached and fresh reads interleaved around an order-dependent union');
  }
}

/**
 * Throws `ReplayConflict` where records and fresh reads mix around an unstable step (README "Regeneration").
 * @example
 * const order = new ReplayOrder();
 * order.replayed(false);
 * order.computed(true); // throws ReplayConflict
 */
export class ReplayOrder {
  #replayed = false;
  #computed = false;

  replayed(unstable: boolean): void {
    if (unstable && this.#computed) throw new ReplayConflict();
    this.#replayed = true;
  }

  computed(unstable: boolean): void {
    if (unstable && this.#replayed) throw new ReplayConflict();
    this.#computed = true;
  }
}
