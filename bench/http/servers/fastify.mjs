// Fastify 5 on Node, the same four endpoints.
// OBSERVE=1 (bench/http/observed.ts): Fastify's built-in pino logger at `info`, to /dev/null
// through pino.destination (sonic-boom, buffered), with its default request lines.
import Fastify from 'fastify';

const logger = process.env.OBSERVE === '1' ? { level: 'info', file: '/dev/null' } : false;
const app = Fastify({ logger });
app.get('/', async () => 'Hello World');
app.get('/users/:id', async (request) => ({ id: request.params.id, name: 'Ada' }));
app.get('/search', async (request) => ({ q: request.query.q, limit: request.query.limit }));
app.post('/users', async (request, reply) => reply.code(201).send(request.body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(`ready ${app.server.address().port}`);
