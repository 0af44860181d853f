import { FwError } from '@fw/core';
import { isStage3Context, type DualClassDecorator } from '@fw/core/plugin';
import { joinPaths } from '@fw/core/path';
import { wsErrors } from '../errors.ts';
import { metadataOf, writableRecord } from '../metadata/store.ts';

/**
 * Marks a WebSocket gateway owning one fixed upgrade path, its namespace (README, "Paths and namespaces").
 * @example
 * @Gateway('/chat')
 * class ChatGateway {
 *   constructor(private readonly users: UserService) {}
 *   @SubscribeMessage('hello') hello(socket: FwSocket) { socket.emit('hi'); }
 * }
 */
export function Gateway(path: string): DualClassDecorator {
  return ((value: Function, context?: unknown) => {
    if (typeof path !== 'string' || path.trim() === '') throw new FwError(wsErrors.badPath(value.name, path));
    // The core would route a pattern, so /rooms/1 and /rooms/2 would silently share one namespace's rooms.
    if (path.split('/').some((segment) => segment.startsWith(':') || segment.includes('*'))) {
      throw new FwError(wsErrors.patternPath(value.name, path));
    }
    if (path.includes(':')) throw new FwError(wsErrors.colonPath(value.name, path));
    const key = isStage3Context(context) ? metadataOf(context) : value;
    writableRecord(key).path = normalizeGatewayPath(path);
  }) as DualClassDecorator;
}

/**
 * The path rules of the spec's controller paths (`@fw/core`'s `joinPaths`), applied to a gateway path.
 * @example
 * normalizeGatewayPath('chat/'); // '/chat'
 */
export function normalizeGatewayPath(path: string): string {
  return joinPaths(path.trim());
}
