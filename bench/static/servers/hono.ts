// Hono's serveStatic from hono/bun (root is relative to the working directory, as Hono requires).
import { Hono } from 'hono';
import { serveStatic } from 'hono/bun';
import { relative } from 'node:path';

const app = new Hono();
app.use('/*', serveStatic({ root: relative(process.cwd(), process.env.ROOT ?? '') }));
const server = Bun.serve({ port: Number(process.env.PORT), fetch: app.fetch });
console.log(`ready ${server.port}`);
