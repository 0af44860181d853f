/** Where a validated or converted value came from: `{ slot: 'body', key: 'user' }` for `@Body('user')`. */
export interface SlotTarget {
  readonly slot: 'body' | 'query' | 'param' | 'header';
  /** The key a slot names (`@Query('page')`), `undefined` for the whole body, query, params or headers. */
  readonly key: string | undefined;
}

/** The whole body, as the route's DTO validates it. */
export const WHOLE_BODY: SlotTarget = { slot: 'body', key: undefined };
