import type { PreparedApp } from './prepare.ts';
import type { MethodEntries, RouteEntry, RouteHandler, RouteTable } from '../routing/route-table.ts';
import { OTHER_METHODS } from '../http/methods.ts';
import { dispatchOver } from './dispatch.ts';
import { readRequestId } from '../context/request-id.ts';
import { requestScope } from '../observability/request-scope.ts';
import type { RequestEnd, RequestObserver } from '../observability/request-observer.ts';
import { countBody } from '../observability/count-body.ts';
import { isStreamed } from '../pipeline/streamed-responses.ts';
import { isNullBodyStatus } from '../http/null-body-status.ts';

/** The same app with every route wrapped once, at `listen()`: the plain path is left as it was when nothing is on. */
export function instrumentApp(prepared: PreparedApp, idHeader: string, observers: RequestObserver[]): PreparedApp {
  const table: RouteTable = new Map();
  for (const [path, methods] of prepared.table) {
    const wrapped: MethodEntries = new Map();
    for (const [method, entry] of methods) {
      const name = method === OTHER_METHODS ? undefined : method;
      wrapped.set(method, wrap(toHandler(entry), name, path, idHeader, observers));
    }
    table.set(path, wrapped);
  }
  // A routed request is observed by its route's wrapper (which names the route); a miss by the dispatcher's.
  const missed = wrap(prepared.dispatch, undefined, undefined, idHeader, observers);
  return { table, dispatch: dispatchOver(table, (request, server) => missed(request, server)) };
}

function toHandler(entry: RouteEntry): RouteHandler {
  return entry instanceof Response ? () => entry.clone() : entry;
}

function wrap(
  entry: RouteHandler,
  method: string | undefined,
  route: string | undefined,
  idHeader: string,
  observers: RequestObserver[],
): RouteHandler {
  return (request, server, params) => {
    const id = readRequestId(request, idHeader);
    const record = { request, method: method ?? request.method, route, id, started: performance.now() };
    const ends = observers.map((observer) => observer.begin(record, server));
    let call = () => entry(request, server, params);
    for (const end of ends) if (end.run) call = bindRun(end, call);
    const endAll = (response: Response | undefined, error: unknown, bytes: number | undefined) => {
      for (const end of ends) end.end(response, error, bytes);
    };
    const finish = (response: Response | undefined, error?: unknown) => {
      if (response === undefined) {
        endAll(undefined, error, undefined);
        return undefined;
      }
      const answered = withHeader(response, idHeader, id);
      // A streamed body ends the request when its last byte is read (as Node's 'finish'), counted on the way.
      if (ends.length > 0 && isStreamed(response) && request.method !== 'HEAD') {
        return countBody(answered, (bytes, failure) => endAll(answered, failure, bytes));
      }
      endAll(answered, undefined, declaredLength(answered));
      return answered;
    };
    let result: ReturnType<RouteHandler>;
    try {
      result = requestScope.run({ id }, call);
    } catch (error) {
      finish(undefined, error);
      throw error;
    }
    if (!(result instanceof Promise)) return finish(result);
    return result.then(finish, (error: unknown) => {
      finish(undefined, error);
      throw error;
    });
  };
}

function bindRun<T>(end: RequestEnd, call: () => T): () => T {
  return () => (end.run as (fn: () => T) => T)(call);
}

// Bun sizes a buffered body as it sends it: reading its length here would cost its fast path.
function declaredLength(response: Response): number | undefined {
  if (isNullBodyStatus(response.status)) return 0;
  const length = response.headers.get('content-length');
  return length === null ? undefined : Number(length);
}

// A fetched `Response` has immutable headers: it is copied, the body streamed through.
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}
