/** The default `maxItemSize`: 16 MiB, as a WebSocket message's `maxPayloadLength`. */
export const MAX_ITEM_SIZE = 16 * 1024 * 1024;

/**
 * Cuts chunks of text into lines in time linear in the text: a long line's pieces are joined once, when it ends.
 * @example
 * const push = createLineReader(1000);
 * push('a\nb'); // ['a']; 'b' waits for its end
 */
export function createLineReader(limit: number): (text: string) => string[] {
  if (!(limit > 0)) throw new TypeError(`@fw/client: maxItemSize must be a positive number, got ${limit}`);
  let parts: string[] = [];
  let size = 0;
  let afterCR = false;
  return (text) => {
    // A `\r\n` cut between two chunks is one break.
    if (afterCR && text[0] === '\n') text = text.slice(1);
    afterCR = text.endsWith('\r');
    const lines = text.split(/\r\n|\r|\n/);
    const rest = lines.pop() as string;
    if (lines.length) {
      lines[0] = parts.join('') + lines[0];
      parts = [];
      size = 0;
    }
    for (const line of lines) checkItemSize(line.length, limit);
    checkItemSize((size += rest.length), limit);
    parts.push(rest);
    return lines;
  };
}

/** A `RangeError` past `limit` characters: the stream is not resumed, as the same item would come again. */
export function checkItemSize(size: number, limit: number): void {
  if (size > limit) throw new RangeError(`@fw/client: a streamed item is over maxItemSize (${limit} characters)`);
}
