// The four endpoints every server of bench:http answers, and how one is checked and measured.
import { join } from 'node:path';
import type { Server } from '../lib/server.ts';
import { runWrk, type Run, type WrkOptions } from '../lib/wrk.ts';

export interface Endpoint {
  readonly name: string;
  readonly path: string;
  readonly post?: boolean;
  readonly status: number;
  readonly body: string;
}

export const endpoints: Endpoint[] = [
  { name: 'GET / (text)', path: '/', status: 200, body: 'Hello World' },
  { name: 'GET /users/:id (JSON)', path: '/users/42', status: 200, body: '{"id":"42","name":"Ada"}' },
  {
    name: 'GET /search?q=&limit= (JSON)',
    path: '/search?q=bun&limit=10',
    status: 200,
    body: '{"q":"bun","limit":"10"}',
  },
  {
    name: 'POST /users (JSON echo, 201)',
    path: '/users',
    post: true,
    status: 201,
    body: '{"name":"Ada Lovelace","email":"ada@example.com","age":36}',
  },
];

/** One wrk run of `endpoint` (a POST through post.lua). */
export function measureEndpoint(server: Server, endpoint: Endpoint, options: Omit<WrkOptions, 'script'>): Run {
  const script = endpoint.post ? join(import.meta.dir, 'post.lua') : undefined;
  return runWrk(server, endpoint.path, { ...options, script });
}

/** Throws unless `server` answers `endpoint` with its status and body. */
export async function check(server: Server, endpoint: Endpoint): Promise<void> {
  const init: RequestInit = endpoint.post
    ? { method: 'POST', body: endpoint.body, headers: { 'content-type': 'application/json' } }
    : {};
  const res = await fetch(server.url + endpoint.path, init);
  const body = await res.text();
  if (res.status !== endpoint.status || JSON.stringify(tryJson(body)) !== JSON.stringify(tryJson(endpoint.body))) {
    throw new Error(`${server.name} ${endpoint.path}: ${res.status} ${body}`);
  }
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
