// A stand-in for an fw API on a real socket: JSON bodies, 204 for an empty result and errors as
// `{ statusCode, message }` (the core's error shape), written by hand so these tests do not wait on @fw/core.
import type { Echo, User } from './types/app.ts';

const json = (value: unknown, status = 200) => Response.json(value, { status });
const fail = (statusCode: number, message: string) => json({ statusCode, message }, statusCode);

const ann: User = { id: '1', name: 'Ann', createdAt: '2024-01-02T03:04:05.000Z' };

async function echo(request: Request, url: URL): Promise<Echo> {
  const headers = Object.fromEntries(request.headers);
  return { method: request.method, path: url.pathname, search: url.search, headers, body: await request.text() };
}

/** Answers like the fw app the contract in ./types/app.ts describes. */
export async function answer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const [, api, resource, id, child, childId] = url.pathname.split('/');
  const route = `${request.method} /${[api, resource, id && ':id', child, childId && ':childId'].filter(Boolean).join('/')}`;
  switch (route) {
    case 'GET /':
      return new Response('root', { headers: { 'content-type': 'text/plain' } });
    case 'GET /api/users':
      return json([{ ...ann, name: `${ann.name} (${url.searchParams.get('role') ?? 'any'})` }]);
    case 'POST /api/users':
      return json({ ...(await request.json()), id: '2', createdAt: ann.createdAt }, 201);
    case 'GET /api/users/:id':
      if (id === '404') return fail(404, 'User 404 not found');
      return json({ ...ann, id: decodeURIComponent(id) });
    case 'DELETE /api/users/:id':
      return new Response(null, { status: 204 });
    case 'GET /api/users/:id/posts':
      return json([{ id: `${id}-p1`, title: 'Hello' }]);
    case 'GET /api/users/:id/posts/:childId':
      return json({ id: `${decodeURIComponent(id)}|${decodeURIComponent(childId)}`, title: 'Hello' });
    case 'GET /api/search':
      return json([url.searchParams.get('q'), url.searchParams.get('limit')]);
    case 'GET /api/me':
      if (request.headers.get('authorization') !== 'Bearer good') return fail(401, 'Bad token');
      return json(ann);
    case 'GET /api/text':
      return new Response('plain words', { headers: { 'content-type': 'text/plain' } });
    case 'HEAD /api/echo':
      return new Response(null, { headers: { 'x-echo': 'head' } });
    case 'GET /api/failures/:id':
      return answerFailure(id);
  }
  if (resource === 'echo' || resource === 'uploads') return json(await echo(request, url));
  return fail(404, `Cannot ${request.method} ${url.pathname}`);
}

function answerFailure(kind: string): Response {
  switch (kind) {
    case 'text':
      return new Response('upstream exploded', { status: 502, headers: { 'content-type': 'text/plain' } });
    case 'empty':
      return new Response(null, { status: 503 });
    case 'no-message':
      return json({ statusCode: 409, reason: 'conflict' }, 409);
    case 'custom':
      return json({ errors: { body: ['email is taken'] } }, 422);
    case 'list-message':
      return json({ statusCode: 400, message: ['email must be an email'], error: 'Bad Request' }, 400);
    case 'bad-json':
      return new Response('{"id": ', { headers: { 'content-type': 'application/json' } });
    default:
      return fail(500, 'Internal Server Error');
  }
}

/** Starts the fixture on a free port. */
export function startFixture() {
  const server = Bun.serve({ port: 0, fetch: answer });
  return { url: server.url.origin, stop: () => server.stop(true) };
}
