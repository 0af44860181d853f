// The socket client's tests use the contract the generator writes for their server, so the types they
// check are what that gateway sends and takes.
import { expect, test } from 'bun:test';
import { join } from 'node:path';
import { generate } from '../../src/codegen/index.ts';

test('./contract.ts is what the generator writes for ./server', () => {
  const report = generate({ root: join(import.meta.dir, 'server'), output: '../contract.ts' });
  expect(report.warnings).toEqual([]);
  expect(report.gateways).toBe(1);
  expect(report.written).toBe(false);
}, 30_000);
