import type { Logger } from './logger.ts';
import type { RequestObserver } from './request-observer.ts';

/** pino-http's line: `req` (method, url, route template, headers), `res` (status, bytes), `responseTime` in ms. */
export function createAccessLog(logger: Logger): RequestObserver {
  return {
    begin: (record) => ({
      end: (response, error, bytes) => {
        const { request } = record;
        const statusCode = response?.status ?? (error === undefined ? 101 : 500);
        const req = {
          method: record.method,
          url: request.url,
          route: record.route,
          headers: Object.fromEntries(request.headers),
        };
        const res = { statusCode, bytes };
        const responseTime = Math.round((performance.now() - record.started) * 1000) / 1000;
        const fields = { reqId: record.id, req, res, responseTime };
        // A stream that failed once its headers were sent: still its status, but an error to read.
        if (response !== undefined && error !== undefined) logger.error({ ...fields, err: error }, 'request errored');
        else if (statusCode >= 500) logger.error(fields, 'request errored');
        else logger.info(fields, 'request completed');
      },
    }),
  };
}
