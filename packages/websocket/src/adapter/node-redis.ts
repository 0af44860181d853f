import { createRequire } from 'node:module';
import { FwError } from '@fw/core';
import type { RedisConnection, RedisConnector } from '../cluster/redis/connection.ts';
import { wsErrors } from '../errors.ts';

/** The part of node-redis (`redis` v4) this connector uses. */
interface NodeRedisClient {
  connect(): Promise<unknown>;
  on(event: 'error', listener: (error: Error) => void): this;
  on(event: 'end', listener: () => void): this;
  publish(channel: string, message: string): Promise<number>;
  subscribe(channel: string, listener: (message: string) => void): Promise<void>;
  sendCommand(args: string[]): Promise<unknown>;
  ping(): Promise<string>;
  disconnect(): Promise<void>;
}

interface NodeRedisModule {
  createClient(options: {
    url: string;
    disableOfflineQueue: boolean;
    socket: { connectTimeout: number; reconnectStrategy: false };
  }): NodeRedisClient;
}

/**
 * node-redis (`redis` v4, loaded on first use) as a `RedisConnector`: reconnection and offline queue off, as
 * for Bun's client, since `RedisClusterAdapter` reconnects itself.
 * @example
 * const connection = await connectNodeRedis('redis://localhost:6379', { connectionTimeout: 5000 });
 */
export const connectNodeRedis: RedisConnector = async (url, { connectionTimeout }) => {
  const client = loadNodeRedis().createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: connectionTimeout, reconnectStrategy: false },
  });
  let closed = false;
  let lastError: Error | undefined;
  let lost: ((error: Error) => void) | undefined;
  // Without an 'error' listener node-redis would throw it; the loss is reported once, on 'end'.
  client.on('error', (error) => void (lastError = error));
  client.on('end', () => {
    if (closed) return;
    closed = true;
    lost?.(lastError ?? new Error('Connection closed'));
  });
  try {
    // node-redis's connectTimeout covers the TCP connection alone; Bun's covers Redis's first answer too.
    await answeredWithin(
      client.connect().then(() => client.ping()),
      connectionTimeout,
    );
  } catch (error) {
    closed = true;
    void client.disconnect().catch(() => undefined);
    throw error;
  }
  return {
    onClose: (listener) => void (lost = listener),
    publish: (channel, message) => client.publish(channel, message),
    subscribe: (channel, listener) => client.subscribe(channel, listener),
    command: async (name, args) => toBunReply(name, await client.sendCommand([name, ...args])),
    ping: () => client.ping(),
    close() {
      closed = true;
      void client.disconnect().catch(() => undefined);
    },
  } satisfies RedisConnection;
};

function answeredWithin(reply: Promise<unknown>, milliseconds: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silent = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${milliseconds} ms`)), milliseconds);
  });
  return Promise.race([reply, silent]).finally(() => clearTimeout(timer));
}

// Replies as Bun's client (RESP3) gives them, which the adapter reads: a hash is an object, not a flat list.
function toBunReply(name: string, reply: unknown): unknown {
  if (name !== 'HGETALL' || !Array.isArray(reply)) return reply;
  const hash: Record<string, string> = {};
  for (let i = 0; i + 1 < reply.length; i += 2) hash[String(reply[i])] = String(reply[i + 1]);
  return hash;
}

function loadNodeRedis(): NodeRedisModule {
  try {
    return createRequire(import.meta.url)('redis') as NodeRedisModule;
  } catch (error) {
    throw new FwError(wsErrors.redisMissing(), { cause: error });
  }
}
