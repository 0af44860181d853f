import type { Constructor } from '../types.ts';
import type { ContextErrorAnswer } from './error-answer.ts';
import type { ExceptionFilter } from './exception-filter.ts';
import { readClassRecord } from '../metadata/store.ts';
import { FwError, messages } from '../errors/catalogue.ts';
import { HttpException } from '../errors/http-exception.ts';
import type { ErrorLogger } from '../errors/error-logger.ts';
import { toJsonErrorAnswer } from './to-error-response.ts';

/** A filter's instance and the exception classes its `@Catch` names (empty: every exception). */
export interface BoundFilter {
  readonly filter: ExceptionFilter;
  readonly catches: readonly Constructor[];
}

/** The filter class `cls` resolved to `instance`; a class without `catch()` fails at `listen()`, naming it. */
export function bindFilter(cls: Constructor, instance: unknown): BoundFilter {
  if (typeof (instance as Partial<ExceptionFilter> | undefined)?.catch !== 'function') {
    throw new FwError(messages.filterWithoutCatch(cls.name));
  }
  return { filter: instance as ExceptionFilter, catches: readClassRecord(cls)?.catches ?? [] };
}

// The first filter that answers decides; what a filter throws goes to `fallback`, so a filter cannot loop.
function createFilteredAnswer(
  filters: readonly BoundFilter[],
  fallback: ContextErrorAnswer,
  logger: ErrorLogger,
): ContextErrorAnswer {
  return async (error, ctx) => {
    for (const { filter, catches } of filters) {
      if (catches.length > 0 && !catches.some((cls) => error instanceof cls)) continue;
      let value: unknown;
      try {
        value = await filter.catch(error, ctx);
      } catch (thrown) {
        // A thrown HttpException is the filter's answer; anything else is a failure: the error it handled is logged.
        if (!(thrown instanceof HttpException)) {
          const { method, url } = ctx.request;
          logger.error(messages.filterThrew(filter.constructor.name, method, url), error);
        }
        return fallback(thrown, ctx);
      }
      if (value === undefined) continue;
      if (value instanceof Response) return value;
      const exception = error instanceof HttpException ? error : undefined;
      const carried = ctx.hasResponseHeaders ? ctx.responseHeaders : undefined;
      try {
        return toJsonErrorAnswer(value, exception?.statusCode ?? 500, exception?.headers, carried);
      } catch (problem) {
        const message = messages.unsendableFilterValue(filter.constructor.name, String(problem));
        return fallback(new FwError(message, { cause: error }), ctx);
      }
    }
    return fallback(error, ctx);
  };
}

/** `answer` behind `filters`, or `answer` itself when there are none (a route without filters pays nothing). */
export function withFilters(
  filters: readonly BoundFilter[],
  answer: ContextErrorAnswer,
  logger: ErrorLogger,
): ContextErrorAnswer {
  return filters.length === 0 ? answer : createFilteredAnswer(filters, answer, logger);
}
