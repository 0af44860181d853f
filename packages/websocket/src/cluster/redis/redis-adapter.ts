import type { ClusterLink, ClusterNode, WebSocketAdapter } from '../adapter.ts';
import type { RedisConnector } from './connection.ts';
import { RedisLink } from './link.ts';
import { redactUrl, resolveRedisOptions, type RedisAdapterOptions, type ResolvedRedisOptions } from './options.ts';
import { Presence } from './presence.ts';
import { decodeRelay, encodeRelay } from './relay-message.ts';

/** Rooms and counts across processes over any `RedisConnector`; `RedisAdapter` binds Bun's. */
export class RedisClusterAdapter implements WebSocketAdapter {
  readonly name = 'redis';
  readonly #options: ResolvedRedisOptions;
  readonly #connect: RedisConnector;
  #link: RedisLink | undefined;

  constructor(options: RedisAdapterOptions, connect: RedisConnector) {
    this.#options = resolveRedisOptions(options);
    this.#connect = connect;
  }

  async join(node: ClusterNode): Promise<ClusterLink> {
    const { url, prefix, connectionTimeout, heartbeatInterval, heartbeatTimeout } = this.#options;
    const id = crypto.randomUUID();
    const link: RedisLink = new RedisLink({
      url,
      shownUrl: redactUrl(url),
      channel: `${prefix}:broadcast`,
      connectionTimeout,
      connect: this.#connect,
      message(text) {
        const relayed = decodeRelay(text, id);
        if (relayed !== undefined) node.deliver(relayed.topic, relayed.message);
      },
      // Also after a Redis restart, which forgot every count.
      up: () => presence.write(),
    });
    const presence = new Presence(link, node, { prefix, id, heartbeatInterval, heartbeatTimeout });
    this.#link = link;
    await link.open();
    presence.start();
    return {
      publish(topic, message) {
        if (link.up) link.publish(encodeRelay(id, topic, message));
      },
      counts: () => presence.read(),
      async leave() {
        await presence.leave();
        link.close();
      },
    };
  }

  /** A readiness check for `new Fw({ health: { checks: [adapter] } })`: a Redis `PING`. */
  async checkHealth(): Promise<Record<string, { status: 'up' | 'down'; message?: string }>> {
    try {
      if (this.#link === undefined) throw new Error('not connected (the app is not listening)');
      await this.#link.command('PING', []);
      return { redis: { status: 'up' } };
    } catch (error) {
      return { redis: { status: 'down', message: error instanceof Error ? error.message : String(error) } };
    }
  }
}
