// Hono on Node through @hono/node-server, the same four endpoints as hono.ts on Bun.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono()
  .get('/', (c) => c.text('Hello World'))
  .get('/users/:id', (c) => c.json({ id: c.req.param('id'), name: 'Ada' }))
  .get('/search', (c) => c.json({ q: c.req.query('q'), limit: c.req.query('limit') }))
  .post('/users', async (c) => c.json(await c.req.json(), 201));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, (info) => {
  console.log(`ready ${info.port}`);
});
