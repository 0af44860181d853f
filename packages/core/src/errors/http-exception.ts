import { messages } from './catalogue.ts';
import type { SlotTarget } from '../validation/target.ts';

/** The default JSON body of an error answer, so a client reads `error.value.message`. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  [extra: string]: unknown;
}

/** What an exception answers with: a message (sent as `{ statusCode, message }`) or a JSON body as given. */
export type ExceptionBody = string | object;

export interface ExceptionOptions {
  cause?: unknown;
  headers?: HeadersInit;
}

/** Fields added to the default body (`ValidationException`'s `issues`). */
interface ExtraFields {
  extra?: Record<string, unknown>;
}

/**
 * An error a handler throws to answer with a status. A string is the message of the default body,
 * JSON `{ statusCode, message }` (plus any `extra` fields); an object is sent as JSON as given.
 *
 * @example
 * throw new HttpException(418, "I'm a teapot");
 * throw new NotFoundException(`No user ${id}`);
 * throw new UnprocessableEntityException({ errors: { body: ['email is taken'] } });
 */
export class HttpException extends Error {
  readonly statusCode: number;
  readonly headers: HeadersInit | undefined;
  readonly #body: object | undefined;
  readonly #extra: Record<string, unknown> | undefined;

  constructor(statusCode: number, body: ExceptionBody, options: ExceptionOptions & ExtraFields = {}) {
    // Checked here, where the stack names the mistake: a status Bun cannot send (999, or NestJS's
    // argument order `('Forbidden', 403)`) would otherwise fail later, inside the error answer.
    if (!Number.isInteger(statusCode) || statusCode < 400 || statusCode > 599) {
      throw new RangeError(messages.badExceptionStatus(statusCode, body));
    }
    super(typeof body === 'string' ? body : readMessage(body, `HTTP ${statusCode}`), { cause: options.cause });
    this.name = new.target.name;
    this.statusCode = statusCode;
    this.headers = options.headers;
    this.#body = typeof body === 'string' ? undefined : body;
    this.#extra = options.extra;
  }

  /** The response body: the object given, or `{ statusCode, message }` with any `extra` fields. */
  toJSON(): object {
    return this.#body ?? { statusCode: this.statusCode, message: this.message, ...this.#extra };
  }

  /** The status (NestJS's name, for filters ported from it). */
  getStatus(): number {
    return this.statusCode;
  }

  /** The body sent, as `toJSON()` (NestJS's name; it returns a string message as given, fw the body). */
  getResponse(): object {
    return this.toJSON();
  }
}

// An object body's own `message` names the error in logs; otherwise the status's text.
function readMessage(body: object, fallback: string): string {
  const message: unknown = (body as { message?: unknown }).message;
  return typeof message === 'string' ? message : fallback;
}

type StatusExceptionClass = new (body?: ExceptionBody, options?: ExceptionOptions) => HttpException;

// The explicit return type keeps `#body` out of the declaration emit (TS4094 on an anonymous class).
function createException(statusCode: number, defaultMessage: string): StatusExceptionClass {
  return class extends HttpException {
    constructor(body: ExceptionBody = defaultMessage, options: ExceptionOptions = {}) {
      super(statusCode, body, options);
      if (typeof body !== 'string') this.message = readMessage(body, defaultMessage);
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

/**
 * 400 for a query, path or header value that is not what its parameter declares (`?page=abc` for a
 * `number`, a `string` key given twice): told apart from other 400s by its class, in a filter or `onError`.
 *
 * @example
 * const onError: ErrorMapper = (error) =>
 *   error instanceof ConversionException ? new UnprocessableEntityException(error.message) : undefined;
 */
export class ConversionException extends BadRequestException {
  /** The slot and key the value was sent under. */
  readonly target: SlotTarget;
  /** The value as sent. */
  readonly value: string | readonly string[];
  constructor(message: string, target: SlotTarget, value: string | readonly string[]) {
    super(message);
    this.target = target;
    this.value = value;
  }
}
