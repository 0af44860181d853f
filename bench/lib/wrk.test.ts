import { expect, test } from 'bun:test';
import { parseWrk } from './wrk.ts';

const report = `Running 2m test @ http://127.0.0.1:40123/users/42
  1 threads and 64 connections
soak: limit reached
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   612.45us  201.33us   9.81ms   93.12%
    Req/Sec    98.21k     4.12k  104.51k    71.00%
  Latency Distribution
     50%  580.00us
     75%  650.00us
     90%  740.00us
     99%    1.21ms
  1000012 requests in 10.18s, 151.22MB read
  Socket errors: connect 0, read 3, write 1, timeout 2
  Non-2xx or 3xx responses: 7
Requests/sec:  98233.10
Transfer/sec:     14.86MB
`;

test("wrk's requests, time, p99, non-2xx answers and socket errors", () => {
  expect(parseWrk(report)).toEqual({ requests: 1000012, seconds: 10.18, p99Ms: 1.21, non2xx: 7, socketErrors: 6 });
});

test('a run shorter than a second is timed in ms; a clean run has no errors; no distribution is NaN', () => {
  const parsed = parseWrk('  50000 requests in 367.04ms, 5.58MB read\nRequests/sec: 136223.45\n');
  expect([parsed.requests, parsed.non2xx, parsed.socketErrors]).toEqual([50000, 0, 0]);
  expect(parsed.seconds).toBeCloseTo(0.36704, 9);
  expect(parsed.p99Ms).toBeNaN();
});
