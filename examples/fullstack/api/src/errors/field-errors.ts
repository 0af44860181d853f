import { UnprocessableEntityException, type ValidationErrorFactory, type ValidationIssue } from '@fw/core';

/**
 * The body of every failed `@Schema` in this API: 422 with the messages by field, so a form shows each
 * under its input. An issue on the whole body (no field) is in `message` only.
 */
export interface FieldErrors<Dto> {
  statusCode: 422;
  message: string;
  errors: { [Field in keyof Dto]?: string[] };
}

/**
 * The app's `validationError` (fw's default is 400 `{ statusCode, message, issues }`).
 *
 * @example
 * new Fw({ validationError: toFieldErrors });
 */
export const toFieldErrors: ValidationErrorFactory = (issues) => {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path?.[0];
    if (field !== undefined) (errors[String(field)] ??= []).push(issue.message);
  }
  const body: FieldErrors<Record<string, unknown>> = {
    statusCode: 422,
    message: `Validation failed: ${issues.map(describe).join('; ')}`,
    errors,
  };
  return new UnprocessableEntityException(body);
};

function describe({ path = [], message }: ValidationIssue): string {
  return path.length === 0 ? message : `${path.join('.')}: ${message}`;
}
