/**
 * The typed view of a request a handler can declare. In the Stage 3 decorator form a handler takes
 * one argument, `ctx: Context<Shape>`, and the contract generator reads `params`, `query`, `body` and
 * `headers` from `Shape` (a key left out means the handler does not use that slot).
 *
 * @example
 * @Get('/search')
 * search(ctx: Context<{ query: { q: string; limit?: string } }>) { return ctx.query.q; }
 */
export interface RequestShape {
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
  headers?: object;
  locals?: object;
}
