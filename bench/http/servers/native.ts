// The limit: Bun's native routes, hand-written.
const server = Bun.serve({
  port: Number(process.env.PORT),
  routes: {
    '/': { GET: () => new Response('Hello World') },
    '/users/:id': { GET: (req) => Response.json({ id: req.params.id, name: 'Ada' }) },
    '/search': {
      GET: (req) => {
        const query = new URL(req.url).searchParams;
        return Response.json({ q: query.get('q'), limit: query.get('limit') });
      },
    },
    '/users': { POST: async (req) => Response.json(await req.json(), { status: 201 }) },
  },
});
console.log(`ready ${server.port}`);
