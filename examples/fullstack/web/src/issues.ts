import { h } from './dom';
import type { ErrorValue } from '@fw/client/http';

/**
 * The field-level details of a validation error. The message itself is `error.value.message`; the
 * core adds the validator's `issues` (`{ message, path }`) to the JSON body of a 400, which the client
 * keeps on `error.value` untyped, so they are read defensively.
 */
export function renderIssues(value: ErrorValue): HTMLLIElement[] {
  const issues = Array.isArray(value.issues) ? (value.issues as unknown[]) : [];
  return issues.flatMap((issue) => {
    if (typeof issue !== 'object' || issue === null || !('message' in issue)) return [];
    const path = 'path' in issue && Array.isArray(issue.path) ? issue.path.join('.') : '';
    return [h('li', {}, path === '' ? String(issue.message) : `${path}: ${String(issue.message)}`)];
  });
}
