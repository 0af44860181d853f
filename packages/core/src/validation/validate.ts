import type { StandardSchemaV1 } from '@standard-schema/spec';
import { ValidationException, type HttpException, type ValidationIssue } from '../errors/http-exception.ts';
import { messages } from '../errors/catalogue.ts';
import { WHOLE_BODY, type SlotTarget } from '../errors/slot-target.ts';

/**
 * Builds the exception a failed `@Schema` validation answers with (`new Fw({ validationError })`).
 * @example
 * const validationError: ValidationErrorFactory = (issues) =>
 *   new UnprocessableEntityException({ errors: { body: issues.map((issue) => issue.message) } });
 */
export type ValidationErrorFactory = (issues: ValidationIssue[], where: SlotTarget) => HttpException;

/** The default failure: 400 `{ statusCode, message, issues }`, the first issue in `message`. */
export const toValidationException: ValidationErrorFactory = (issues) => {
  const [first] = issues;
  if (first === undefined) throw new TypeError(messages.validatorWithoutIssue());
  return new ValidationException(messages.validationFailed(first, issues.length - 1), issues);
};

/** Validates with any Standard Schema (https://standardschema.dev): the output replaces the input. */
export async function validate(
  schema: StandardSchemaV1,
  value: unknown,
  target: SlotTarget = WHOLE_BODY,
  toError: ValidationErrorFactory = toValidationException,
): Promise<unknown> {
  let result = schema['~standard'].validate(value);
  if (result instanceof Promise) result = await result;
  if (result.issues === undefined) return result.value;
  // A failure with no issue breaks the Standard Schema contract: a bug in the validator, not in the request (500).
  if (result.issues.length === 0) throw new TypeError(messages.validatorWithoutIssue());
  const prefix = target.key === undefined ? [] : [target.key];
  throw toError(
    result.issues.map((issue) => toPlainIssue(issue, prefix)),
    target,
  );
}

function toPlainIssue(issue: StandardSchemaV1.Issue, prefix: readonly string[]): ValidationIssue {
  if (issue.path === undefined && prefix.length === 0) return { message: issue.message };
  return {
    message: issue.message,
    path: [...prefix, ...(issue.path ?? []).map(toPlainKey)],
  };
}

// JSON has no symbols: a symbol key is shown by its description.
function toPlainKey(segment: PropertyKey | StandardSchemaV1.PathSegment): string | number {
  const key = typeof segment === 'object' ? segment.key : segment;
  return typeof key === 'symbol' ? String(key) : key;
}
