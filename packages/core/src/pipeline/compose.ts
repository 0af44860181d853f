import type { Context } from '../context/context.ts';
import type { Middleware } from '../middleware.ts';
import type { ContextErrorAnswer } from '../answer-errors/error-answer.ts';
import type { FinishResponse } from './close-connection.ts';
import { toResponse } from './to-response.ts';

/** The inner end of a chain: the handler (or an error answer) as a `Response`. */
export type Endpoint = (ctx: Context) => Promise<Response>;

const keep: FinishResponse = (response) => response;

/** Koa-style onion over `endpoint`, built once per route; as in Hono, `next()` always resolves to a response. */
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
      // A replaced inner response's body is cancelled (a generator's `finally` runs), unless it may be carried on.
      if (innerResponse !== undefined && !(value instanceof Response)) {
        void innerResponse.then((dropped) => {
          if (value !== dropped.body) cancelBody(dropped);
        });
      }
      return finish(toResponse(value, ctx));
    } catch (error) {
      // Dropped for the error's: an event stream left unread would run on for good.
      if (innerResponse !== undefined) void innerResponse.then(cancelBody);
      return finish(await mapError(error, ctx));
    }
  };
}

// A body already locked (the middleware began reading it) cannot be cancelled from here: its reader owns it.
function cancelBody(response: Response): void {
  response.body?.cancel().catch(() => {});
}
