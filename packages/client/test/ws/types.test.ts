// Compiles the socket client's type-level tests with the real TypeScript compiler, then proves they can
// fail: each expectation removed in turn must make the compiler report that very line.
import { join } from 'node:path';
import { testTypes } from '../support/type-mutants.ts';

testTypes(
  join(import.meta.dir, 'types'),
  'socket.types.ts',
  {
    '../contract.ts': join(import.meta.dir, 'contract.ts'),
    '../../../src/ws/index.ts': join(import.meta.dir, '../../src/ws/index.ts'),
  },
  20,
);
