import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { RouteHandler } from '../routing/route-table.ts';
import { validate } from '../validation/validate.ts';
import type { DirectInvoker } from './extract.ts';
import { readBody, toBodyError } from './read-body.ts';
import { toBareResponse } from './to-response.ts';

export interface DirectRouteOptions {
  readonly invoke: DirectInvoker;
  /** The route's fixed success status (`@HttpCode`, else 200): nothing can change it per request. */
  readonly status: number;
  readonly readsBody: boolean;
  readonly bodyLimit: number;
  readonly schema: StandardSchemaV1 | undefined;
  readonly onError: (error: unknown, request: Request) => Response;
}

/**
 * The handler for a route whose handler cannot reach its `Context` (no middleware, no `@Ctx` or
 * `@Locals`): it answers like the context path in `compileControllerRoute`, with no context allocated.
 * Any error, thrown or rejected, becomes its response here.
 */
export function createDirectRoute(options: DirectRouteOptions): RouteHandler {
  const { invoke, status, bodyLimit, schema, onError } = options;
  const respond = (request: Request, value: unknown): Response | Promise<Response> =>
    value instanceof Promise
      ? value.then(
          (resolved: unknown) => toBareResponse(resolved, status),
          (error: unknown) => onError(error, request),
        )
      : toBareResponse(value, status);
  if (!options.readsBody) {
    return (request, _server, params) => {
      try {
        return respond(request, invoke(request, params, undefined));
      } catch (error) {
        return onError(error, request);
      }
    };
  }
  const accept = (request: Request, params: Record<string, string> | undefined, body: unknown): Response | Promise<Response> => {
    try {
      if (schema) {
        return validate(schema, body).then(
          (valid) => respond(request, invoke(request, params, valid)),
          (error: unknown) => onError(error, request),
        );
      }
      return respond(request, invoke(request, params, body));
    } catch (error) {
      return onError(error, request);
    }
  };
  return (request, _server, params) => {
    let body: unknown;
    try {
      body = readBody(request, bodyLimit);
    } catch (error) {
      return onError(error, request);
    }
    if (!(body instanceof Promise)) return accept(request, params, body);
    return body.then(
      (value: unknown) => accept(request, params, value),
      (error: unknown) => onError(toBodyError(error), request),
    );
  };
}
