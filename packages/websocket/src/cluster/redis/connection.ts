/**
 * One Redis connection as the adapter needs it, whatever the client library (STYLE habit 3: Bun's
 * `RedisClient` is wrapped in `adapter/bun-redis.ts`). It never reconnects by itself: the adapter does,
 * and subscribes again.
 */
export interface RedisConnection {
  /** Runs `listener` once when the connection is lost; never after `close()`. */
  onClose(listener: (error: Error) => void): void;
  publish(channel: string, message: string): Promise<unknown>;
  /** Puts the connection in subscriber mode: from then on only `ping` and `close` are allowed besides. */
  subscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
  /** Any command, its arguments as strings. */
  command(name: string, args: string[]): Promise<unknown>;
  ping(): Promise<unknown>;
  close(): void;
}

/** Opens one connection; rejects when Redis does not answer within `connectionTimeout` milliseconds. */
export type RedisConnector = (url: string, options: { readonly connectionTimeout: number }) => Promise<RedisConnection>;
