/** A request a soak scenario sends, and the status it requires: read by the scenarios and `requests.test.ts`. */
export interface SoakRequest {
  /** The app under `servers/` that answers it. */
  readonly server: 'http-app.ts' | 'ws-app.ts' | 'static-app.ts';
  readonly method: 'GET' | 'POST' | 'HEAD';
  readonly path: string;
  readonly body?: string;
  readonly status: number;
}

const JSON_BODY = '{"name":"Ada"}';

/** One place for what the servers answer, so a default that changes (POST → 201) fails a test, not the soak. */
export const soakRequests = {
  readUser: { server: 'http-app.ts', method: 'GET', path: '/users/42', status: 200 },
  createUser: { server: 'http-app.ts', method: 'POST', path: '/users', body: JSON_BODY, status: 201 },
  work: { server: 'http-app.ts', method: 'GET', path: '/work', status: 200 },
  // A @Post() answers 201 (fw's default, as NestJS's).
  storm: { server: 'ws-app.ts', method: 'POST', path: '/soak/storm?count=', status: 201 },
  stats: { server: 'ws-app.ts', method: 'GET', path: '/soak/stats', status: 200 },
  bigFile: { server: 'static-app.ts', method: 'HEAD', path: '/big.bin', status: 200 },
} as const satisfies Record<string, SoakRequest>;

/** `fetch()`'s init for a request, JSON-typed when it has a body. */
export function toInit(request: SoakRequest): RequestInit {
  const headers = request.body === undefined ? undefined : { 'content-type': 'application/json' };
  return { method: request.method, body: request.body, headers };
}
