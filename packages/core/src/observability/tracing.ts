import type { RequestObserver } from './request-observer.ts';
import type { OpenTelemetryApi } from './load-api.ts';

/** A server span per request with the stable HTTP conventions, continued from `traceparent`, active in the handler. */
export function createTracing(api: OpenTelemetryApi): RequestObserver {
  const tracer = api.trace.getTracer('@fw/core');
  const getter = {
    keys: (carrier: Headers) => [...carrier.keys()],
    get: (carrier: Headers, key: string) => carrier.get(key) ?? undefined,
  };
  return {
    begin: (record, server) => {
      const { request } = record;
      const parent = api.propagation.extract(api.context.active(), request.headers, getter);
      const url = new URL(request.url);
      const name = record.route === undefined ? record.method : `${record.method} ${record.route}`;
      const attributes: Record<string, string | number> = {
        'http.request.method': record.method,
        'url.path': url.pathname,
        'url.scheme': url.protocol.slice(0, -1),
        'server.address': server.hostname ?? url.hostname,
        'server.port': server.port,
      };
      if (record.route !== undefined) attributes['http.route'] = record.route;
      const span = tracer.startSpan(name, { kind: api.SpanKind.SERVER, attributes }, parent);
      const active = api.trace.setSpan(parent, span);
      return {
        run: (fn) => api.context.with(active, fn),
        end: (response, error, bytes) => {
          const status = response?.status ?? (error === undefined ? 101 : 500);
          span.setAttribute('http.response.status_code', status);
          if (bytes !== undefined) span.setAttribute('http.response.body.size', bytes);
          if (error !== undefined) span.recordException(error instanceof Error ? error : String(error));
          // Semconv: a server span is an error for 5xx only; a 4xx is the client's.
          if (status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
          span.end();
        },
      };
    },
  };
}
