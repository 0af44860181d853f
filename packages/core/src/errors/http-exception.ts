import { messages } from './catalogue.ts';
import type { SlotTarget } from './slot-target.ts';

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
 * An error a handler throws to answer with a status: a message (`{ statusCode, message }`) or a JSON body.
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
    // Here the stack names the mistake (999, NestJS's order `('Forbidden', 403)`), not the error answer.
    if (!Number.isInteger(statusCode) || statusCode < 400 || statusCode > 599) {
      throw new RangeError(messages.badExceptionStatus(statusCode, body));
    }
    if (typeof body !== 'string' && (typeof body !== 'object' || body === null)) {
      throw new TypeError(messages.badExceptionBody(statusCode, body));
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

  /** NestJS's name, for filters ported from it. */
  getStatus(): number {
    return this.statusCode;
  }

  /** The body sent (NestJS's name; NestJS returns a string message as given, fw the body). */
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

export class BadRequestException extends createException(400, 'Bad Request') {}
export class UnauthorizedException extends createException(401, 'Unauthorized') {}
export class ForbiddenException extends createException(403, 'Forbidden') {}
export class NotFoundException extends createException(404, 'Not Found') {}
export class MethodNotAllowedException extends createException(405, 'Method Not Allowed') {}
export class ConflictException extends createException(409, 'Conflict') {}
export class PayloadTooLargeException extends createException(413, 'Payload Too Large') {}
export class UnsupportedMediaTypeException extends createException(415, 'Unsupported Media Type') {}
export class UnprocessableEntityException extends createException(422, 'Unprocessable Entity') {}
export class TooManyRequestsException extends createException(429, 'Too Many Requests') {}
export class InternalServerErrorException extends createException(500, 'Internal Server Error') {}
export class NotImplementedException extends createException(501, 'Not Implemented') {}
export class ServiceUnavailableException extends createException(503, 'Service Unavailable') {}

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
 * 400 for a query, path or header value that is not what its parameter declares (`?page=abc` for a number).
 * @example
 * const onError: ErrorMapper = (error) =>
 *   error instanceof ConversionException ? new UnprocessableEntityException(error.message) : undefined;
 */
export class ConversionException extends BadRequestException {
  /** The slot and key the value was sent under. */
  readonly target: SlotTarget;
  readonly value: string | readonly string[];
  constructor(message: string, target: SlotTarget, value: string | readonly string[]) {
    super(message);
    this.target = target;
    this.value = value;
  }
}
