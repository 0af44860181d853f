import type { Context } from '../context/context.ts';
import type { Middleware } from '../middleware.ts';
import type { FinishResponse } from './close-connection.ts';
import { toResponse } from './to-response.ts';

/** The inner end of a chain: the handler (or an error answer) as a `Response`. */
export type Endpoint = (ctx: Context) => Promise<Response>;

/** Turns a thrown error into its response (JSON `{ statusCode, message }`, or what a filter answered). */
export type ContextErrorAnswer = (error: unknown, ctx: Context) => Response | Promise<Response>;

const keep: FinishResponse = (response) => response;

/**
 * Koa-style onion over `endpoint`, built once per route. A middleware's non-`undefined` return value
 * short-circuits; `undefined` means "the inner response" whether or not it called `next()`. As in
 * Hono, `next()` always resolves to a response: an error thrown inside becomes its error response at
 * the layer that threw, so outer middleware (CORS, timing) still see and decorate it. `finish` takes the
 * outermost layer's answer last (`Connection: close` while the app drains).
 */
export function composeMiddleware(
  middleware: readonly Middleware[],
  endpoint: Endpoint,
  mapError: ContextErrorAnswer,
  finish: FinishResponse = keep,
): Endpoint {
  const innermost: Endpoint = (ctx) => endpoint(ctx).catch((error: unknown) => mapError(error, ctx));
  // From the inside out: the first middleware ends up outermost.
  return middleware.reduceRight<Endpoint>(
    (chain, layer, index) => wrap(layer, chain, mapError, index === 0 ? finish : keep),
    innermost,
  );
}

function wrap(middleware: Middleware, inner: Endpoint, mapError: ContextErrorAnswer, finish: FinishResponse): Endpoint {
  return async (ctx) => {
    let innerResponse: Promise<Response> | undefined;
    const next = () => (innerResponse ??= inner(ctx));
    try {
      const value = await middleware(ctx, next);
      if (value === undefined) return finish(await (innerResponse ?? inner(ctx)));
      // A value in place of the inner response drops it: its body (a generator still suspended at a
      // `yield`) is cancelled, so its `finally` runs. Not when the value may carry that body on: the
      // inner response itself, its stream, or any `Response` (`new Response(res.body, res)` shares the
      // stream, and asking a replacement for its `.body` to compare would change its type in Bun).
      if (innerResponse !== undefined && !(value instanceof Response)) {
        void innerResponse.then((dropped) => {
          if (value !== dropped.body) cancelBody(dropped);
        });
      }
      return finish(toResponse(value, ctx));
    } catch (error) {
      // The inner response is dropped for the error's: its body (an event stream the handler is still
      // feeding) would otherwise never be read nor cancelled, and run on for good.
      if (innerResponse !== undefined) void innerResponse.then(cancelBody);
      return finish(await mapError(error, ctx));
    }
  };
}

// A body already locked (the middleware began reading it) cannot be cancelled from here: its reader owns it.
function cancelBody(response: Response): void {
  response.body?.cancel().catch(() => {});
}
