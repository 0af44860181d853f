import type { Representation, StaticFile } from '../files/static-file.ts';

/**
 * Picks the representation to send: the first precompressed sibling (br before gzip, the server's
 * preference) whose coding the client accepts, else the identity bytes. RFC 9110 §12.5.3: a coding with
 * `q=0` is refused; `*` covers codings the header does not name.
 *
 * @example
 * chooseRepresentation(file, 'gzip, deflate, br'); // the .br sibling when there is one
 */
export function chooseRepresentation(file: StaticFile, acceptEncoding: string | null): Representation {
  if (file.encoded.length === 0 || acceptEncoding === null) return file.identity;
  const accepted = readAcceptedCodings(acceptEncoding);
  for (const representation of file.encoded) if (accepted(representation.encoding ?? 'identity')) return representation;
  return file.identity;
}

function readAcceptedCodings(header: string): (coding: string) => boolean {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    // split() always returns at least one string: the default is never taken.
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)).find((m) => m !== null);
    weights.set(coding === 'x-gzip' ? 'gzip' : coding, q ? Number(q[1]) : 1);
  }
  return (coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
}
