const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

// Printable ASCII but the quotes and the backslash: written as it is, inside single quotes.
const PLAIN = /^[ !#-&(-[\]-~]*$/;

/** A single-quoted TypeScript string literal. */
export function quote(value: string): string {
  if (PLAIN.test(value)) return `'${value}'`;
  const escaped = JSON.stringify(value).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'");
  return `'${escaped}'`;
}

/** A property key: bare when it is an identifier, quoted otherwise (`':id'`, `'content-type'`). */
export function toKey(name: string): string {
  return IDENTIFIER.test(name) ? name : quote(name);
}

/** An object literal key: `__proto__: v`, bare or quoted, would set the prototype (ECMA-262 B.3.1). */
export function toValueKey(name: string): string {
  return name === '__proto__' ? `[${quote(name)}]` : toKey(name);
}
