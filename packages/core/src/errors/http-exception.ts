import { messages } from './catalogue.ts';

/** The JSON body of every error answer, so a client reads `error.value.message`. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  [extra: string]: unknown;
}

/**
 * An error a handler throws to answer with a status: the response is JSON `{ statusCode, message }`
 * plus any `extra` fields.
 *
 * @example
 * throw new HttpException(418, "I'm a teapot");
 * throw new NotFoundException(`No user ${id}`);
 */
export class HttpException extends Error {
  readonly statusCode: number;
  readonly headers: HeadersInit | undefined;
  readonly #extra: Record<string, unknown> | undefined;

  constructor(
    statusCode: number,
    message: string,
    options: { cause?: unknown; headers?: HeadersInit; extra?: Record<string, unknown> } = {},
  ) {
    // Checked here, where the stack names the mistake: a status Bun cannot send (999, or NestJS's
    // argument order `('Forbidden', 403)`) would otherwise fail later, inside the error answer.
    if (!Number.isInteger(statusCode) || statusCode < 400 || statusCode > 599) throw new RangeError(messages.badExceptionStatus(statusCode, message));
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.statusCode = statusCode;
    this.headers = options.headers;
    this.#extra = options.extra;
  }

  /** The response body. */
  toJSON(): ErrorBody {
    return { statusCode: this.statusCode, message: this.message, ...this.#extra };
  }
}

type ExceptionOptions = { cause?: unknown; headers?: HeadersInit };
type StatusExceptionClass = new (message?: string, options?: ExceptionOptions) => HttpException;

// The explicit return type keeps `#extra` out of the declaration emit (TS4094 on an anonymous class).
function createException(statusCode: number, defaultMessage: string): StatusExceptionClass {
  return class extends HttpException {
    constructor(message = defaultMessage, options: ExceptionOptions = {}) {
      super(statusCode, message, options);
    }
  };
}

/** 400 */ export class BadRequestException extends createException(400, 'Bad Request') {}
/** 401 */ export class UnauthorizedException extends createException(401, 'Unauthorized') {}
/** 403 */ export class ForbiddenException extends createException(403, 'Forbidden') {}
/** 404 */ export class NotFoundException extends createException(404, 'Not Found') {}
/** 405 */ export class MethodNotAllowedException extends createException(405, 'Method Not Allowed') {}
/** 409 */ export class ConflictException extends createException(409, 'Conflict') {}
/** 413 */ export class PayloadTooLargeException extends createException(413, 'Payload Too Large') {}
/** 415 */ export class UnsupportedMediaTypeException extends createException(415, 'Unsupported Media Type') {}
/** 422 */ export class UnprocessableEntityException extends createException(422, 'Unprocessable Entity') {}
/** 429 */ export class TooManyRequestsException extends createException(429, 'Too Many Requests') {}
/** 500 */ export class InternalServerErrorException extends createException(500, 'Internal Server Error') {}
/** 501 */ export class NotImplementedException extends createException(501, 'Not Implemented') {}
/** 503 */ export class ServiceUnavailableException extends createException(503, 'Service Unavailable') {}

/** One issue of a failed validation, with a plain path. */
export interface ValidationIssue {
  message: string;
  path?: (string | number)[];
}

/** 400 with the validator's issues: `{ statusCode: 400, message, issues }`. */
export class ValidationException extends HttpException {
  readonly issues: readonly ValidationIssue[];
  constructor(message: string, issues: ValidationIssue[]) {
    super(400, message, { extra: { issues } });
    this.issues = issues;
  }
}
