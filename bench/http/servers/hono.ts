import { Hono } from 'hono';

const app = new Hono()
  .get('/', (c) => c.text('Hello World'))
  .get('/users/:id', (c) => c.json({ id: c.req.param('id'), name: 'Ada' }))
  .get('/search', (c) => c.json({ q: c.req.query('q'), limit: c.req.query('limit') }))
  .post('/users', async (c) => c.json(await c.req.json(), 201));
const server = Bun.serve({ port: Number(process.env.PORT), fetch: app.fetch });
console.log(`ready ${server.port}`);
