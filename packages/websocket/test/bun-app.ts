import { Fw } from '@fw/core';
import type { WebSocketConfig } from '../src/index.ts';
import { createAppFactory } from './app-factory.ts';
import type { AppFactory } from './suite/index.ts';

/** The shared suite's app on Bun: the Bun adapter's plugin on a real `Fw` server; `extra` as `createAppFactory`'s. */
export function createBunAppFactory(extra?: () => WebSocketConfig): AppFactory {
  return createAppFactory(() => new Fw(), extra);
}
