import type { SpanOrigin } from '@fw/core/plugin';
import type { FwSocket } from '../socket.ts';

const upgrades = new WeakMap<FwSocket, SpanOrigin>();

/** With the app's `tracing`, the upgrade request's span, which every handler span of `socket` links to. */
export function rememberUpgrade(socket: FwSocket, origin: SpanOrigin): void {
  upgrades.set(socket, origin);
}

export function readUpgrade(socket: unknown): SpanOrigin | undefined {
  return upgrades.get(socket as FwSocket);
}
