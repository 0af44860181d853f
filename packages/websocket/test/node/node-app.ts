import { Fw } from '@fw/core';
import { node } from '@fw/core/node';
import type { WebSocketConfig } from '../../src/index.ts';
import { createAppFactory } from '../app-factory.ts';
import type { AppFactory } from '../suite/index.ts';

/** The shared suite's app on Node: `@fw/core/node`'s `node:http`, the gateways over `ws`; `extra` as on Bun. */
export function createNodeAppFactory(extra?: () => WebSocketConfig): AppFactory {
  return createAppFactory(() => new Fw({ runtime: node() }), extra);
}
