import { Elysia } from 'elysia';

const app = new Elysia()
  .get('/', () => 'Hello World')
  .get('/users/:id', ({ params }) => ({ id: params.id, name: 'Ada' }))
  .get('/search', ({ query }) => ({ q: query.q, limit: query.limit }))
  .post('/users', ({ body, set }) => {
    set.status = 201;
    return body;
  })
  .listen(Number(process.env.PORT));
console.log(`ready ${app.server?.port}`);
