// Fastify 5 on Node, the same four endpoints.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => 'Hello World');
app.get('/users/:id', async (request) => ({ id: request.params.id, name: 'Ada' }));
app.get('/search', async (request) => ({ q: request.query.q, limit: request.query.limit }));
app.post('/users', async (request, reply) => reply.code(201).send(request.body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(`ready ${app.server.address().port}`);
