/** Thrown when a generation mixed records and fresh reads in an order a cold generation would not. */
export class ReplayConflict extends Error {
  constructor() {
    super('@fw/client: cached and fresh reads interleaved around an order-dependent union');
  }
}

/**
 * Decides whether a generation that replays some records and computes others prints what a cold
 * generation would. Every step (reading a controller, a route's leaf, an alias's body) creates types
 * in the checker, and a union whose members are not pinned (see pinTypes) prints them in creation
 * order. Such an "unstable" step is exact when computed after only computed steps (the checker saw
 * what a cold run shows it), or replayed after only replayed steps (it was recorded when the steps
 * before it were as they are now). Anything else throws `ReplayConflict`, and the generator reads
 * everything again with a new checker.
 *
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
