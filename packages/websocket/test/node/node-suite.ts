// The shared suite on Node, run by `node` (see node.test.ts): the app on `@fw/core/node`, the client `ws`.
import './node-globals.ts';
import { runWebSocketSuite } from '../suite/index.ts';
import { createNodeAppFactory } from './node-app.ts';

runWebSocketSuite(createNodeAppFactory());
