/** One Redis connection, whatever the client; it never reconnects by itself (the adapter does). */
export interface RedisConnection {
  /** Runs `listener` once when the connection is lost; never after `close()`. */
  onClose(listener: (error: Error) => void): void;
  publish(channel: string, message: string): Promise<unknown>;
  /** Puts the connection in subscriber mode: from then on only `ping` and `close` are allowed besides. */
  subscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
  command(name: string, args: string[]): Promise<unknown>;
  ping(): Promise<unknown>;
  close(): void;
}

/** Opens one connection; rejects when Redis does not answer within `connectionTimeout` milliseconds. */
export type RedisConnector = (url: string, options: { readonly connectionTimeout: number }) => Promise<RedisConnection>;
