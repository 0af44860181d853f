/**
 * A value as a message shows it: strings and lists as JSON, a class by name, objects by kind.
 * @example
 * throw new FwError(`option "root" must be a string, got ${describeValue(value)}`); // got 42, got the class Dist
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string' || Array.isArray(value)) return JSON.stringify(value);
  if (typeof value === 'function') return isClass(value) ? `the class ${value.name}` : 'a function';
  return typeof value === 'object' && value !== null ? Object.prototype.toString.call(value) : String(value);
}

function isClass(value: Function): boolean {
  return value.name !== '' && Function.prototype.toString.call(value).startsWith('class');
}
