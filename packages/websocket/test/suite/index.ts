import { describeAcks } from './acks.ts';
import { describeAuth } from './auth.ts';
import { describeCompression } from './compression.ts';
import { describeDispatch } from './dispatch.ts';
import { describeLifecycle } from './lifecycle.ts';
import { describeLimits } from './limits.ts';
import { describeListenHooks } from './listen-hooks.ts';
import { describeOpenFailure } from './open-failure.ts';
import { describeProtocolErrors } from './protocol-errors.ts';
import { describeProtoKeys } from './proto-keys.ts';
import { describeRoomScopes } from './room-scopes.ts';
import { describeRoutes } from './routes.ts';
import { describeSocket } from './socket.ts';
import type { AppFactory } from './harness.ts';

/**
 * The WebSocket suite, written once: any runtime adapter runs it by passing a factory
 * that builds a real app with its own adapter's plugin.
 *
 * @example
 * runWebSocketSuite('bun', createBunApp);
 */
export function runWebSocketSuite(factory: AppFactory): void {
  describeDispatch(factory);
  describeAcks(factory);
  describeSocket(factory);
  describeRoomScopes(factory);
  describeAuth(factory);
  describeLimits(factory);
  describeRoutes(factory);
  describeLifecycle(factory);
  describeOpenFailure(factory);
  describeListenHooks(factory);
  describeProtocolErrors(factory);
  describeProtoKeys(factory);
  describeCompression(factory);
}

export type { AppFactory, AppSpec, RunningApp } from './harness.ts';
