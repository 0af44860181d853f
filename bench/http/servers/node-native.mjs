// The limit on Node: node:http, hand-written, the same four endpoints as native.ts.
import { createServer } from 'node:http';

const send = (res, status, type, body) => {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) }).end(body);
};
const server = createServer((req, res) => {
  const [path, search = ''] = (req.url ?? '/').split('?', 2);
  if (req.method === 'GET' && path === '/') return send(res, 200, 'text/plain;charset=utf-8', 'Hello World');
  if (req.method === 'GET' && path.startsWith('/users/')) {
    return send(res, 200, 'application/json', JSON.stringify({ id: path.slice(7), name: 'Ada' }));
  }
  if (req.method === 'GET' && path === '/search') {
    const query = new URLSearchParams(search);
    return send(res, 200, 'application/json', JSON.stringify({ q: query.get('q'), limit: query.get('limit') }));
  }
  if (req.method === 'POST' && path === '/users') {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => send(res, 201, 'application/json', JSON.stringify(JSON.parse(Buffer.concat(chunks)))));
    return;
  }
  send(res, 404, 'text/plain', 'Not Found');
});
server.listen(Number(process.env.PORT), () => console.log(`ready ${server.address().port}`));
