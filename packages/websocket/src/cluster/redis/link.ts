import { FwError } from '@fw/core';
import { wsErrors } from '../../errors.ts';
import type { RedisConnection, RedisConnector } from './connection.ts';
import { ignore, withDeadline } from './deadline.ts';

/** Reconnection: the first retry after 100 ms, doubling to at most 2 s (Bun's and ioredis' cap). */
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 2000;

export interface LinkSettings {
  readonly url: string;
  /** The URL as messages show it (password masked). */
  readonly shownUrl: string;
  readonly channel: string;
  readonly connectionTimeout: number;
  readonly connect: RedisConnector;
  /** Each message on the channel, this process's own included. */
  readonly message: (text: string) => void;
  /** Called on every (re)connection, once both connections are ready. */
  readonly up: () => void;
}

interface Pair {
  readonly publisher: RedisConnection;
  readonly subscriber: RedisConnection;
}

/**
 * The two connections a process keeps to Redis: one that publishes and runs commands, and one in
 * subscriber mode (Redis allows nothing else on it). When either is lost both are closed and opened
 * again, with backoff, until `close()`; meanwhile `publish` drops and `command` rejects.
 */
export class RedisLink {
  readonly #settings: LinkSettings;
  #pair: Pair | undefined;
  #closed = false;
  #retries = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(settings: LinkSettings) {
    this.#settings = settings;
  }

  get up(): boolean {
    return this.#pair !== undefined;
  }

  /** The first connection: rejects, naming the URL, when Redis does not answer. */
  async open(): Promise<void> {
    try {
      await this.#connect();
    } catch (error) {
      throw new FwError(wsErrors.redisUnreachable(this.#settings.shownUrl, describe(error)), { cause: error });
    }
  }

  /** Fire and forget: dropped while Redis is down, and a failure is only a lost message. */
  publish(message: string): void {
    this.#pair?.publisher.publish(this.#settings.channel, message).catch(ignore);
  }

  command(name: string, args: string[]): Promise<unknown> {
    const pair = this.#pair;
    if (pair === undefined) return Promise.reject(new FwError(wsErrors.redisDown(this.#settings.shownUrl)));
    return pair.publisher.command(name, args);
  }

  /** Pings both connections; one that does not answer within `timeout` ms counts as lost (a silent network). */
  check(timeout: number): void {
    const pair = this.#pair;
    if (pair === undefined) return;
    const pings = Promise.all([pair.publisher.ping(), pair.subscriber.ping()]);
    withDeadline(pings, timeout, () => new Error(`no answer to PING within ${timeout} ms`)).catch((error: unknown) =>
      this.#lost(pair, error),
    );
  }

  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
    if (this.#pair !== undefined) closePair(this.#pair);
    this.#pair = undefined;
  }

  async #connect(): Promise<void> {
    const { url, connectionTimeout, connect, channel, message } = this.#settings;
    const publisher = await connect(url, { connectionTimeout });
    let subscriber: RedisConnection | undefined;
    try {
      subscriber = await connect(url, { connectionTimeout });
      await subscriber.subscribe(channel, message);
    } catch (error) {
      publisher.close();
      subscriber?.close();
      throw error;
    }
    const pair = { publisher, subscriber };
    if (this.#closed) return closePair(pair);
    this.#pair = pair;
    this.#retries = 0;
    publisher.onClose((error) => this.#lost(pair, error));
    subscriber.onClose((error) => this.#lost(pair, error));
    this.#settings.up();
  }

  #lost(pair: Pair, error: unknown): void {
    // A pair already replaced (its second connection closing, or a late PING) is no news.
    if (this.#pair !== pair) return;
    this.#pair = undefined;
    closePair(pair);
    console.warn(wsErrors.redisLost(this.#settings.shownUrl, describe(error)));
    this.#retry();
  }

  #retry(): void {
    if (this.#closed) return;
    const delay = Math.min(FIRST_RETRY_MS * 2 ** this.#retries, MAX_RETRY_MS);
    this.#retries++;
    this.#timer = setTimeout(() => {
      this.#connect().then(
        () => this.up && console.warn(wsErrors.redisBack(this.#settings.shownUrl)),
        () => this.#retry(),
      );
    }, delay);
  }
}

function closePair(pair: Pair): void {
  pair.publisher.close();
  pair.subscriber.close();
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
