// Sends exactly `count` POST /users requests with the bench body (or, with METHOD=GET, GETs of the url)
// over `connections` keep-alive loops, so an instruction count divides by a known number (wrk runs for a time).
// Usage: [METHOD=GET] bun bench/http/callgrind/client.ts <url> <count> [connections]
export {}; // a module, so its top-level names stay its own under the repo-wide tsc
const [url, count = '10000', connections = '4'] = process.argv.slice(2);
if (url === undefined) throw new Error('usage: bun bench/http/callgrind/client.ts <url> <count> [connections]');
const body = '{"name":"Ada Lovelace","email":"ada@example.com","age":36}';
const method = process.env.METHOD ?? 'POST';
const expected = method === 'POST' ? 201 : 200;
const init: RequestInit = method === 'POST' ? { method, body, headers: { 'content-type': 'application/json' } } : {};
let left = Number(count);
let failed = 0;
const loop = async (): Promise<void> => {
  while (left-- > 0) {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    if (response.status !== expected) failed++;
  }
};
await Promise.all(Array.from({ length: Number(connections) }, loop));
if (failed > 0) throw new Error(`${failed} of ${count} requests did not answer ${expected}`);
