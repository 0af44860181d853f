import { createBunAppFactory } from './bun-app.ts';
import { runWebSocketSuite } from './suite/index.ts';

/** The shared suite on Bun, in one process (the default, in-process adapter). */
runWebSocketSuite(createBunAppFactory());
