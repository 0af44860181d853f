// Bun's native POST /users handler plus the two request-header reads any body limit and content-type
// dispatch need (what fw's body reader does): the fair baseline for fw's own cost on POST.
export {}; // a module, so its top-level names stay its own under the repo-wide tsc
let oversize = 0;
const server = Bun.serve({
  port: Number(process.env.PORT),
  routes: {
    '/users': {
      POST: async (req) => {
        const length = req.headers.get('content-length');
        const type = req.headers.get('content-type') ?? '';
        if (Number(length) > 1_048_576 || type.startsWith('multipart/')) oversize++;
        return Response.json(await req.json(), { status: 201 });
      },
    },
  },
});
console.log(`ready ${server.port}`);
