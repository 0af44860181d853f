/**
 * 204, 205 and 304 never carry content (RFC 9110 §15.3.5, §15.3.6, §15.4.5): Bun drops such a body on the
 * wire but keeps its `Content-Type`, and `app.fetch()` would keep both. fw sends neither, as Express and
 * NestJS do, so a value returned under `@HttpCode(204)` or `ctx.json(x, 204)` reads the same everywhere.
 */
export function isNullBodyStatus(status: number | undefined): status is 204 | 205 | 304 {
  return status === 204 || status === 205 || status === 304;
}
