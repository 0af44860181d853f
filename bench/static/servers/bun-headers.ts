// Bun's native static routes again, with the response headers fw sends (ETag, Last-Modified,
// Cache-Control, nosniff): isolates what those header bytes cost from what fw itself costs.
import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';

const root = process.env.ROOT ?? '';
const routes: Record<string, Response> = {};
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const path = join(entry.parentPath, entry.name);
  const file = Bun.file(path);
  const info = await stat(path);
  const name = relative(root, path);
  const headers = {
    'content-type': file.type,
    etag: `"${Math.floor(info.mtimeMs).toString(16)}-${info.size.toString(16)}"`,
    'last-modified': info.mtime.toUTCString(),
    'cache-control': name.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  };
  routes[`/${name}`] = new Response(await file.bytes(), { headers });
}
routes['/'] = routes['/index.html'].clone();
const server = Bun.serve({
  port: Number(process.env.PORT),
  routes,
  fetch: () => new Response('Not Found', { status: 404 }),
});
console.log(`ready ${server.port}`);
