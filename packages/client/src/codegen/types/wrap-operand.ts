/** Wraps type text in parentheses where it would bind wrongly as an operand of `[]`, `|`, `&` or `?`. */
export function wrapOperand(text: string): string {
  return hasTopLevelOperator(text) ? `(${text})` : text;
}

function hasTopLevelOperator(text: string): boolean {
  if (text.startsWith('keyof ') || text.startsWith('readonly ') || text.startsWith('typeof ')) return true;
  let depth = 0;
  let quoteChar = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoteChar) {
      if (char === '\\') index++;
      else if (char === quoteChar) quoteChar = '';
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quoteChar = char;
    else if (char === '(' || char === '[' || char === '{' || char === '<') depth++;
    else if (char === ')' || char === ']' || char === '}' || (char === '>' && text[index - 1] !== '=')) depth--;
    else if (depth === 0 && (char === '|' || char === '&' || (char === '=' && text[index + 1] === '>'))) return true;
  }
  return false;
}
