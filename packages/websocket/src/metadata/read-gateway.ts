import { ownRecord, type HandlerRecord } from './store.ts';

export interface GatewayMetadata {
  /** The normalised path given to `@Gateway`, or undefined for an undecorated class. */
  readonly path: string | undefined;
  /** Base-class handlers first, then the class's own, each in declaration order. */
  readonly handlers: readonly HandlerRecord[];
}

/**
 * Reads a gateway class's metadata once, at `listen()`. Handlers declared on base classes are inherited.
 *
 * @example
 * readGatewayMetadata(ChatGateway).path; // '/chat'
 */
export function readGatewayMetadata(target: Function): GatewayMetadata {
  const chain: Function[] = [];
  for (let current: unknown = target; typeof current === 'function' && current !== Function.prototype; current = Object.getPrototypeOf(current)) {
    chain.unshift(current as Function);
  }
  return {
    path: ownRecord(target)?.path,
    handlers: chain.flatMap((cls) => ownRecord(cls)?.handlers ?? []),
  };
}
