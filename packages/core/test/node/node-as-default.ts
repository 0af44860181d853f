// On Node the behaviour tests' `new Fw()` serves on `@fw/core/node`: the Node run swaps Bun's runtime module,
// the default of read-options.ts, for this one (run-on-node.ts `swap`), so no test names a runtime.
import { node } from '../../src/adapter/node/index.ts';

export const bunRuntime = node();
