import { FwError } from '@fw/core';
import { wsErrors } from '../../errors.ts';
import type { RedisConnection, RedisConnector } from './connection.ts';
import { ignore, withDeadline } from './deadline.ts';
import { diagnoseRedis, type RedisFailure } from './diagnose.ts';

/** Reconnection: the first retry after 100 ms, doubling to at most 2 s (Bun's and ioredis' cap). */
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 2000;

export interface LinkSettings {
  readonly url: string;
  readonly shownUrl: string;
  readonly channel: string;
  readonly connectionTimeout: number;
  readonly connect: RedisConnector;
  readonly message: (text: string) => void;
  readonly up: () => void;
}

interface Pair {
  readonly publisher: RedisConnection;
  readonly subscriber: RedisConnection;
}

/** A process's two Redis connections, reopened together with backoff when either is lost (README). */
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

  async open(): Promise<void> {
    const started = Date.now();
    try {
      await this.#connect();
    } catch (error) {
      throw new FwError(await this.#explain(error, Date.now() - started), { cause: error });
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

  // Bun's client says "Connection closed" for a refused port, a wrong password and a timeout alike: ask Redis.
  async #explain(error: unknown, elapsed: number): Promise<string> {
    const { url, shownUrl, connectionTimeout } = this.#settings;
    const failure: RedisFailure =
      elapsed >= connectionTimeout ? { kind: 'silent' } : await diagnoseRedis(url, connectionTimeout);
    if (failure.kind === 'silent') return wsErrors.redisSilent(shownUrl, connectionTimeout);
    if (failure.kind === 'auth') return wsErrors.redisAuth(shownUrl, failure.detail);
    return wsErrors.redisUnreachable(shownUrl, failure.kind === 'refused' ? failure.detail : describe(error));
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
