import type { RequestObserver } from './request-observer.ts';
import type { OpenTelemetryApi } from './load-api.ts';

/** `http.server.request.duration` (seconds) and `http.server.active_requests`, with semconv attributes. */
export function createMetrics(api: OpenTelemetryApi): RequestObserver {
  const meter = api.metrics.getMeter('@fw/core');
  const duration = meter.createHistogram('http.server.request.duration', {
    unit: 's',
    description: 'Duration of HTTP server requests.',
  });
  const active = meter.createUpDownCounter('http.server.active_requests', {
    unit: '{request}',
    description: 'Number of active HTTP server requests.',
  });
  return {
    begin: (record) => {
      const scheme = record.request.url.startsWith('https:') ? 'https' : 'http';
      const base = { 'http.request.method': record.method, 'url.scheme': scheme };
      active.add(1, base);
      return {
        end: (response, error) => {
          active.add(-1, base);
          const status = response?.status ?? (error === undefined ? 101 : 500);
          const attributes: Record<string, string | number> = { ...base, 'http.response.status_code': status };
          if (record.route !== undefined) attributes['http.route'] = record.route;
          duration.record((performance.now() - record.started) / 1000, attributes);
        },
      };
    },
  };
}
