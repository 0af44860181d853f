import type { RedisConnection, RedisConnector } from '../cluster/redis/connection.ts';

/**
 * Bun's `RedisClient`, its reconnection and offline queue off (oven-sh/bun#33450; README, "Redis down").
 * @example
 * const connection = await connectBunRedis('redis://localhost:6379', { connectionTimeout: 5000 });
 */
export const connectBunRedis: RedisConnector = async (url, { connectionTimeout }) => {
  const client = new Bun.RedisClient(url, { autoReconnect: false, enableOfflineQueue: false, connectionTimeout });
  try {
    await client.connect();
  } catch (error) {
    client.close();
    throw error;
  }
  let closed = false;
  let lost: ((error: Error) => void) | undefined;
  // Bun also calls onclose for close() itself: that one is not a loss.
  client.onclose = (error) => {
    if (closed) return;
    closed = true;
    lost?.(error);
  };
  const connection: RedisConnection = {
    onClose: (listener) => void (lost = listener),
    publish: (channel, message) => client.publish(channel, message),
    subscribe: (channel, listener) => client.subscribe(channel, listener),
    command: (name, args) => client.send(name, args),
    ping: () => client.ping(),
    close() {
      closed = true;
      client.close();
    },
  };
  return connection;
};
