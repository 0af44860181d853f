/** Where a request's id comes from: an incoming header, checked, or a generated one. */
export interface RequestIdOptions {
  /** The header read and echoed. Default `'x-request-id'`. */
  readonly header?: string;
}

export const DEFAULT_ID_HEADER = 'x-request-id';
// Letters, digits and the punctuation of UUIDs, ULIDs and trace ids: nothing a log line could be forged with.
const ACCEPTED_ID = /^[\w.:@/+=-]{1,128}$/;
const ids = new WeakMap<Request, string>();

/** The request's id: the accepted header, else a generated UUID; the same for every reader of one request. */
export function readRequestId(request: Request, header = DEFAULT_ID_HEADER): string {
  let id = ids.get(request);
  if (id === undefined) {
    const incoming = request.headers.get(header);
    id = incoming !== null && ACCEPTED_ID.test(incoming) ? incoming : crypto.randomUUID();
    ids.set(request, id);
  }
  return id;
}
