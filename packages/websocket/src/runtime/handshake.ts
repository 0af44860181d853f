/**
 * What a pre-upgrade guard (`@OnUpgrade`) sees: the HTTP upgrade request, before any socket exists.
 *
 * @example
 * @OnUpgrade() authorize({ headers, query }: Handshake) {
 *   return headers.get('authorization') === 'Bearer secret' || query.get('token') === 'secret';
 * }
 */
export interface Handshake {
  readonly request: Request;
  readonly url: URL;
  readonly headers: Headers;
  readonly query: URLSearchParams;
  readonly remoteAddress: string;
}

/** A guard's answer: `false` → 401, a `Response` → sent as is, anything else accepts (an object becomes `socket.data`). */
export type UpgradeVerdict = boolean | Response | object | null | undefined | void;
