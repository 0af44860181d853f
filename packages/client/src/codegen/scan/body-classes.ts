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

// What a handler returning one gives the browser client; a raw `Response` may hold anything.
const CONTRACT_TEXT = new Map<string, string>([
  ...BYTES.map((name): [string, string] => [name, 'Blob']),
  ['FormData', 'FormData'],
  ['URLSearchParams', 'URLSearchParams'],
  ['Response', 'unknown'],
]);

/**
 * The contract text for a runtime body class (README "The result"); `undefined` for others and namesakes.
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
