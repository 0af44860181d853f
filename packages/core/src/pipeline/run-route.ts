import type { StandardSchemaV1 } from '@standard-schema/spec';
import { validate } from '../validation/validate.ts';
import { readBody, toBodyError } from './read-body.ts';

/**
 * The steps of one controller route, fixed at `listen()`. `E` is what they need beside the request:
 * the route's `Context`, or, for a route that cannot reach its context, only the path params, so that
 * path allocates nothing of its own.
 */
export interface RouteSteps<E> {
  readonly readsBody: boolean;
  readonly bodyLimit: number;
  readonly schema: StandardSchemaV1 | undefined;
  /** Calls the handler; `body` is the parsed and validated body (`undefined` when the route reads none). */
  readonly invoke: (request: Request, extra: E, body: unknown) => unknown;
  readonly toResponse: (value: unknown, extra: E) => Response;
  readonly onError: (error: unknown, request: Request) => Response;
}

export type RouteRunner<E> = (request: Request, extra: E) => Response | Promise<Response>;

/**
 * The one request chain every controller route runs: read the body when the route takes one, validate
 * it against the route's schema, call the handler, turn its value into a `Response`. Any error, thrown
 * or rejected, becomes its error response here. Without a body, a schema or an async handler the chain
 * stays synchronous: no promise beyond the runtime's own JSON parse.
 */
export function createRouteRunner<E>(steps: RouteSteps<E>): RouteRunner<E> {
  const { bodyLimit, schema, invoke, toResponse, onError } = steps;
  const respond = (request: Request, extra: E, value: unknown): Response | Promise<Response> =>
    value instanceof Promise
      ? value.then(
          (resolved: unknown) => toResponse(resolved, extra),
          (error: unknown) => onError(error, request),
        )
      : toResponse(value, extra);
  if (!steps.readsBody) {
    return (request, extra) => {
      try {
        return respond(request, extra, invoke(request, extra, undefined));
      } catch (error) {
        return onError(error, request);
      }
    };
  }
  const accept = (request: Request, extra: E, body: unknown): Response | Promise<Response> => {
    try {
      if (schema) {
        return validate(schema, body).then(
          (valid) => respond(request, extra, invoke(request, extra, valid)),
          (error: unknown) => onError(error, request),
        );
      }
      return respond(request, extra, invoke(request, extra, body));
    } catch (error) {
      return onError(error, request);
    }
  };
  return (request, extra) => {
    let body: unknown;
    try {
      body = readBody(request, bodyLimit);
    } catch (error) {
      return onError(error, request);
    }
    if (!(body instanceof Promise)) return accept(request, extra, body);
    return body.then(
      (value: unknown) => accept(request, extra, value),
      (error: unknown) => onError(toBodyError(error), request),
    );
  };
}
