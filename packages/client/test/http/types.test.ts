// Compiles the type-level tests in ./types with the real TypeScript compiler, then proves they can fail:
// each expectation removed in turn must make the compiler report that very line.
import { join } from 'node:path';
import { testTypes } from '../support/type-mutants.ts';

testTypes(
  join(import.meta.dir, 'types'),
  'client.types.ts',
  {
    './app.ts': join(import.meta.dir, 'types/app.ts'),
    '../../../src/http/index.ts': join(import.meta.dir, '../../src/http/index.ts'),
  },
  25,
);
