import type { Representation, StaticFile } from '../files/static-file.ts';

/**
 * The first sibling (br, then gzip) whose coding the client accepts (RFC 9110 §12.5.3), else identity.
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
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)).find((m) => m !== null);
    weights.set(coding === 'x-gzip' ? 'gzip' : coding, q ? Number(q[1]) : 1);
  }
  return (coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
}
