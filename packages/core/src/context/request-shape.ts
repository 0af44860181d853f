/**
 * The typed view of a request a handler can declare (`ctx: Context<Shape>`); the contract generator reads it.
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
