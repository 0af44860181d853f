import type { BodyRequest, DiskReader } from '../files/body-source.ts';
import type { StaticFile } from '../files/static-file.ts';
import { toBody } from '../files/body-source.ts';
import { isNotModified } from './conditional.ts';
import { chooseRepresentation } from './encoding.ts';
import { readRange } from './range.ts';

/**
 * Answers GET or HEAD for one file: coding, then 304, 206/416, 200; HEAD ignores `Range` (RFC 9110 §9.3.2, §14.2).
 * @example
 * host.route(['GET', 'HEAD'], '/assets/app.js', (request) => respond(request, file, disk));
 */
export function respond(request: Request, file: StaticFile, disk: DiskReader): Response {
  const headers = request.headers;
  const representation = chooseRepresentation(file, headers.get('accept-encoding'));
  const { source, size } = representation;
  if (isNotModified(headers, representation)) {
    return new Response(null, { status: 304, headers: representation.headers });
  }
  const isGet = request.method === 'GET';
  const range = isGet && file.ranges ? readRange(headers, representation) : null;
  if (range === 'unsatisfiable') {
    return new Response(null, {
      status: 416,
      headers: { ...representation.headers, 'content-range': `bytes */${size}` },
    });
  }
  if (range !== null) {
    const body = toBody(source, { kind: 'range', ...range }, disk);
    const length = String(range.end - range.start + 1);
    const contentRange = `bytes ${range.start}-${range.end}/${size}`;
    const rangeHeaders = { ...representation.headers, 'content-range': contentRange, 'content-length': length };
    return new Response(body, { status: 206, headers: rangeHeaders });
  }
  // Written for every runtime: a stream from disk has no length of its own, and Node would send it chunked.
  const wholeHeaders = { ...representation.headers, 'content-length': String(size) };
  if (!isGet) return new Response(null, { headers: wholeHeaders });
  // A Range fw ignored (If-Range did not match, several ranges): the whole file, as fw decided.
  const wanted: BodyRequest = headers.has('range') ? { kind: 'unranged', size } : { kind: 'whole', size };
  return new Response(toBody(source, wanted, disk), { headers: wholeHeaders });
}
