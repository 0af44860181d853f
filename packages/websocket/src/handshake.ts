/**
 * What a pre-upgrade guard (`@OnUpgrade`) sees: the HTTP upgrade request, before any socket exists.
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

/** A guard's answer: `false` → 401, a `Response` is sent as is, anything else accepts (an object is `socket.data`). */
// biome-ignore lint/suspicious/noConfusingVoidType: a guard written as a function that returns nothing accepts.
export type UpgradeVerdict = boolean | Response | object | null | undefined | void;
