import ts from 'typescript';

/** The runtime's iterator types: a handler returning one is streamed, a chunk per value (see readStream). */
export const ITERATORS: readonly string[] = [
  'Generator',
  'AsyncGenerator',
  'IterableIterator',
  'AsyncIterableIterator',
  'IteratorObject',
  'AsyncIteratorObject',
];

const BYTES = [
  'ArrayBuffer',
  'SharedArrayBuffer',
  'DataView',
  'Int8Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float16Array',
  'Float32Array',
  'Float64Array',
  'BigInt64Array',
  'BigUint64Array',
  'Buffer',
  'Blob',
  'File',
  'ReadableStream',
  // A generator handler (or one returning an iterator) is streamed by the server, one chunk per yield.
  ...ITERATORS,
];

/**
 * The runtime's body classes and what a handler returning one gives the browser client. The server
 * sends bytes, blobs and streams as they are, and the client reads a body that is neither JSON, text
 * nor a form as a `Blob` (a generator's stream included); a form is read back as a form; a raw
 * `Response` may hold anything.
 */
const CONTRACT_TEXT = new Map<string, string>([
  ...BYTES.map((name): [string, string] => [name, 'Blob']),
  ['FormData', 'FormData'],
  ['URLSearchParams', 'URLSearchParams'],
  ['Response', 'unknown'],
]);

/**
 * The contract text for a value of one of the runtime's body classes (README "The result"):
 * `Blob` for bytes (`ArrayBuffer`, typed arrays, `DataView`, `Buffer`), `Blob`, `File` and
 * `ReadableStream`, and for a generator or iterator, which the server streams; `FormData` and
 * `URLSearchParams` as they are; `unknown` for a `Response`. `undefined` for any other type, and for
 * a project class that only shares a name with one.
 *
 * @example
 * readBodyClass(checker.getTypeAtLocation(node), program); // 'Blob' for a Uint8Array
 */
export function readBodyClass(type: ts.Type, program: ts.Program): string | undefined {
  const symbol = type.symbol;
  const text = symbol && CONTRACT_TEXT.get(symbol.name);
  return text && isRuntimeDeclared(symbol, program) ? text : undefined;
}

/** Declared by the runtime, wherever its declaration comes from (lib.dom, @types/bun, @types/node...). */
function isRuntimeDeclared(symbol: ts.Symbol, program: ts.Program): boolean {
  return (symbol.declarations ?? []).some((declaration) => {
    const file = declaration.getSourceFile();
    return (
      file.isDeclarationFile &&
      (program.isSourceFileDefaultLibrary(file) ||
        program.isSourceFileFromExternalLibrary(file) ||
        file.fileName.includes('/node_modules/'))
    );
  });
}
