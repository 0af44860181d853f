// Text recorded before the document is complete: the names it cannot know yet are holes, filled when it is.

const OPEN = '\u0000fw:';
const CLOSE = '\u0000';
/** A hole as `JSON.stringify` writes it (U+0000 escaped); its code is a letter and digits. */
const HOLE_IN_JSON = /\\u0000fw:([a-z][0-9]*)\\u0000/g;

/**
 * A string value standing for what `code` names once the document is complete.
 * @example
 * hole('r12'); // written as "\u0000fw:r12\u0000" by JSON.stringify
 */
export function hole(code: string): string {
  return `${OPEN}${code}${CLOSE}`;
}

/** A whole string value that is a hole, quotes included. */
const VALUE_HOLE_IN_JSON = /"\\u0000fw:([a-z][0-9]*)\\u0000"/g;

/** JSON text split at its holes: text, code, text, ..., text (odd indexes are codes). */
export function splitHoles(json: string): string[] {
  return json.split(HOLE_IN_JSON);
}

/** The same, where each hole is a whole value (its quotes go with it): a place for text written elsewhere. */
export function splitValueHoles(json: string): string[] {
  return json.split(VALUE_HOLE_IN_JSON);
}

/** Each recorded text's last filling: most holes name the same in the next document. */
const lastFilled = new WeakMap<readonly string[], { readonly values: readonly string[]; readonly text: string }>();

/**
 * The text of `segments` with each hole filled, reused while every hole fills as it did last time.
 * @example
 * filledText(record.text, (code) => names.get(code) ?? ''); // '{\n        "$ref": "#/components/schemas/User"...'
 */
export function filledText(segments: readonly string[], fill: (code: string) => string): string {
  const last = lastFilled.get(segments);
  if (last && fillsAsBefore(segments, last.values, fill)) return last.text;
  const values: string[] = [];
  let text = segments[0] ?? '';
  for (let index = 1; index < segments.length; index += 2) {
    const value = fill(segments[index] ?? '');
    values.push(value);
    text += value + (segments[index + 1] ?? '');
  }
  lastFilled.set(segments, { values, text });
  return text;
}

function fillsAsBefore(
  segments: readonly string[],
  values: readonly string[],
  fill: (code: string) => string,
): boolean {
  for (let index = 1; index < segments.length; index += 2)
    if (fill(segments[index] ?? '') !== values[(index - 1) / 2]) return false;
  return true;
}

/** The code of a component's `$ref`. */
export function componentCode(id: number): string {
  return `r${id}`;
}
