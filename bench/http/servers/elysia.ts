import { Elysia } from 'elysia';

// OBSERVE=1 (bench/http/observed.ts): @elysiajs/opentelemetry, its spans batched to an exporter that drops them.
const observed = process.env.OBSERVE === '1' ? await readOpenTelemetry() : undefined;

const app = new Elysia();
if (observed) app.use(observed);
app
  .get('/', () => 'Hello World')
  .get('/users/:id', ({ params }) => ({ id: params.id, name: 'Ada' }))
  .get('/search', ({ query }) => ({ q: query.q, limit: query.limit }))
  .post('/users', ({ body, set }) => {
    set.status = 201;
    return body;
  })
  .listen(Number(process.env.PORT));
console.log(`ready ${app.server?.port}`);

async function readOpenTelemetry() {
  const { opentelemetry } = await import('@elysiajs/opentelemetry');
  const { BatchSpanProcessor } = await import('@opentelemetry/sdk-trace-base');
  const { discardingExporter } = await import('./observe.ts');
  return opentelemetry({ serviceName: 'bench', spanProcessors: [new BatchSpanProcessor(discardingExporter)] });
}
