import type { StandardSchemaV1 } from '@standard-schema/spec';
import { ValidationException, type ValidationIssue } from '../errors/http-exception.ts';
import { messages } from '../errors/catalogue.ts';

/**
 * Validates with any Standard Schema (https://standardschema.dev): the validator's output value
 * replaces the input (so transforms and defaults apply); issues become a 400 `ValidationException`.
 */
export async function validate(schema: StandardSchemaV1, value: unknown): Promise<unknown> {
  let result = schema['~standard'].validate(value);
  if (result instanceof Promise) result = await result;
  if (result.issues === undefined) return result.value;
  const issues = result.issues.map(toPlainIssue);
  const [first] = issues;
  // A failure with no issue breaks the Standard Schema contract: a bug in the validator, not in the request (500).
  if (first === undefined) throw new TypeError(messages.validatorWithoutIssue());
  throw new ValidationException(messages.validationFailed(first, issues.length - 1), issues);
}

function toPlainIssue(issue: StandardSchemaV1.Issue): ValidationIssue {
  if (issue.path === undefined) return { message: issue.message };
  return {
    message: issue.message,
    path: issue.path.map(toPlainKey),
  };
}

// JSON has no symbols: a symbol key is shown by its description.
function toPlainKey(segment: PropertyKey | StandardSchemaV1.PathSegment): string | number {
  const key = typeof segment === 'object' ? segment.key : segment;
  return typeof key === 'symbol' ? String(key) : key;
}
