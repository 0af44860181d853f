// Sends exactly `count` POST /users requests with the bench body over `connections` keep-alive loops,
// so an instruction count divides by a known number (wrk runs for a time, not a count).
// Usage: bun bench/http/callgrind/client.ts <url> <count> [connections]
export {}; // a module, so its top-level names stay its own under the repo-wide tsc
const [url, count = '10000', connections = '4'] = process.argv.slice(2);
if (url === undefined) throw new Error('usage: bun bench/http/callgrind/client.ts <url> <count> [connections]');
const body = '{"name":"Ada Lovelace","email":"ada@example.com","age":36}';
let left = Number(count);
let failed = 0;
const loop = async (): Promise<void> => {
  while (left-- > 0) {
    const response = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    await response.arrayBuffer();
    if (response.status !== 201) failed++;
  }
};
await Promise.all(Array.from({ length: Number(connections) }, loop));
if (failed > 0) throw new Error(`${failed} of ${count} requests did not answer 201`);
