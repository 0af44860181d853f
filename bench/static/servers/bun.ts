// The baseline: every file of the build as a fixed in-memory Response in Bun's native `routes`.
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

const root = process.env.ROOT ?? '';
const routes: Record<string, Response> = {};
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const path = join(entry.parentPath, entry.name);
  const file = Bun.file(path);
  routes[`/${relative(root, path)}`] = new Response(await file.bytes(), { headers: { 'content-type': file.type } });
}
routes['/'] = routes['/index.html'].clone();
const server = Bun.serve({
  port: Number(process.env.PORT),
  routes,
  fetch: () => new Response('Not Found', { status: 404 }),
});
console.log(`ready ${server.port}`);
