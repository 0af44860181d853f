// The document's text as pieces, written as `JSON.stringify(document, null, 2)` writes it: the text around the
// operations and bodies made here, the operations and bodies themselves kept as the texts they were filled as.

/**
 * Text and values in turn: `end()` gives text, value, text, ..., text, the form `LastDocument.write` splices.
 * @example
 * const out = new DocumentPieces();
 * out.text('{"a": ');
 * out.value('1');
 * out.text('}');
 * out.end(); // ['{"a": ', '1', '}']
 */
export class DocumentPieces {
  readonly #pieces: string[] = [];
  #text = '';

  text(text: string): void {
    this.#text += text;
  }

  value(value: string): void {
    this.#pieces.push(this.#text, value);
    this.#text = '';
  }

  end(): string[] {
    this.#pieces.push(this.#text);
    this.#text = '';
    return this.#pieces;
  }
}

/**
 * An object at `depth` as `JSON.stringify(object, null, 2)` writes it there, each entry's value written by
 * `write`. Its keys come in the order given: none may be an array index, which an object would put first
 * (paths start with `/`, component names with a letter).
 * @example
 * writeObject(out, [['User', body]], 2, (text) => out.value(text)); // {\n      "User": <body>\n    }
 */
export function writeObject<T>(
  out: DocumentPieces,
  entries: Iterable<readonly [string, T]>,
  depth: number,
  write: (value: T) => void,
): void {
  const before = `\n${'  '.repeat(depth + 1)}`;
  let first = true;
  for (const [key, value] of entries) {
    out.text(`${first ? '{' : ','}${before}${JSON.stringify(key)}: `);
    write(value);
    first = false;
  }
  out.text(first ? '{}' : `\n${'  '.repeat(depth)}}`);
}
