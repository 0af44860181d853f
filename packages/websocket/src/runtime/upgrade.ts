import {
  BadRequestException,
  HttpException,
  ServiceUnavailableException,
  type RawHandler,
  type ServerHandle,
} from '@fw/core';
import { wsErrors } from '../errors.ts';
import { Connection } from './connection.ts';
import type { ConnectionTable } from './connection-table.ts';
import type { GatewayRuntime } from './gateway-runtime.ts';
import type { Handshake } from '../handshake.ts';

/** A gateway path's HTTP side: 426 (RFC 9110 §15.5.22), guards, 503 after `stop()` (§15.6.4), the upgrade. */
export function createUpgradeHandler(gateway: GatewayRuntime, table: ConnectionTable, queueLimit: number): RawHandler {
  const refuseWhileShuttingDown = () => {
    if (!table.accepting) throw new ServiceUnavailableException(wsErrors.shuttingDown(gateway.scope.namespace));
  };
  const upgrade = (request: Request, server: ServerHandle, data: unknown): Response | undefined => {
    // Checked again after the guards: an async guard may resolve once shutdown has begun.
    refuseWhileShuttingDown();
    const connection = new Connection(gateway, table, request, data, queueLimit, gateway.traceOrigin());
    if (server.upgrade(request, { data: connection })) return undefined;
    throw new BadRequestException(wsErrors.badHandshake());
  };
  return (request, server) => {
    if (!isWebSocketUpgrade(request)) {
      throw new HttpException(426, wsErrors.upgradeRequired(gateway.scope.namespace), {
        headers: { Upgrade: 'websocket' },
      });
    }
    if (!gateway.hasGuards) return upgrade(request, server, undefined);
    refuseWhileShuttingDown();
    return gateway
      .authorize(toHandshake(request, server))
      .then((verdict) => (verdict instanceof Response ? verdict : upgrade(request, server, verdict.data)));
  };
}

/** RFC 6455 §4.2.1: the `Upgrade` header field contains the token "websocket", case-insensitively. */
function isWebSocketUpgrade(request: Request): boolean {
  return request.headers.get('upgrade')?.toLowerCase().includes('websocket') === true;
}

function toHandshake(request: Request, server: ServerHandle): Handshake {
  const url = new URL(request.url);
  return {
    request,
    url,
    headers: request.headers,
    query: url.searchParams,
    remoteAddress: server.requestIP(request)?.address ?? '',
  };
}
