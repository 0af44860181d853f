// Compiles the typed-error tests in ./types with the real TypeScript compiler, then proves they can fail:
// each expectation broken in turn must make the compiler report that very line.
import { join } from 'node:path';
import { testTypes } from '../../../packages/client/test/support/type-mutants.ts';
import { repo } from './support/paths.ts';

testTypes(
  join(import.meta.dir, 'types'),
  'typed-errors.types.ts',
  {
    '@fw/client/http': join(repo, 'packages/client/src/http/index.ts'),
    '../../web/src/generated/app.ts': join(repo, 'examples/fullstack/web/src/generated/app.ts'),
  },
  20,
);
