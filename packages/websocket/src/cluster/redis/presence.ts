import type { ClusterNode, NamespaceCounts } from '../adapter.ts';
import { ignore, withDeadline } from './deadline.ts';
import type { RedisLink } from './link.ts';

/** Counts written after an open or close wait this long, so a burst of connections costs one write. */
const COALESCE_MS = 10;
const LEAVE_TIMEOUT_MS = 1000;

export interface PresenceSettings {
  readonly prefix: string;
  readonly id: string;
  readonly heartbeatInterval: number;
  readonly heartbeatTimeout: number;
}

/** This process's counts in Redis (an expiring hash per process) and their sum (README, "Cluster counts"). */
export class Presence {
  readonly #link: RedisLink;
  readonly #node: ClusterNode;
  readonly #settings: PresenceSettings;
  readonly #nodesKey: string;
  #heartbeat: ReturnType<typeof setInterval> | undefined;
  #pending = false;
  #left = false;

  constructor(link: RedisLink, node: ClusterNode, settings: PresenceSettings) {
    this.#link = link;
    this.#node = node;
    this.#settings = settings;
    this.#nodesKey = `${settings.prefix}:nodes`;
  }

  /** Beats every `heartbeatInterval` ms (checking the link too) and writes soon after every change. */
  start(): void {
    this.#heartbeat = setInterval(() => {
      // A Redis silent for as long as a process may be is as good as gone.
      this.#link.check(this.#settings.heartbeatTimeout);
      this.write();
    }, this.#settings.heartbeatInterval);
    this.#heartbeat.unref();
    this.#node.onCountsChange(() => {
      if (this.#pending) return;
      this.#pending = true;
      setTimeout(() => {
        this.#pending = false;
        this.write();
      }, COALESCE_MS).unref();
    });
  }

  write(): void {
    const { namespaces } = this.#node;
    if (this.#left || !this.#link.up || namespaces.length === 0) return;
    const key = this.#nodeKey(this.#settings.id);
    const ttl = String(this.#settings.heartbeatTimeout);
    const counts = this.#node.counts();
    const fields = namespaces.flatMap((namespace) => [namespace, String(counts[namespace] ?? 0)]);
    for (const [name, args] of [
      ['HSET', [key, ...fields]],
      ['PEXPIRE', [key, ttl]],
      ['SADD', [this.#nodesKey, this.#settings.id]],
      ['PEXPIRE', [this.#nodesKey, ttl]],
    ] as const) {
      this.#link.command(name, [...args]).catch(ignore);
    }
  }

  async read(): Promise<NamespaceCounts> {
    const ids = ((await this.#link.command('SMEMBERS', [this.#nodesKey])) as string[]).filter(
      (id) => id !== this.#settings.id,
    );
    const hashes = await Promise.all(ids.map((id) => this.#link.command('HGETALL', [this.#nodeKey(id)])));
    const sum: Record<string, number> = { ...this.#node.counts() };
    hashes.forEach((hash, index) => {
      const entries = Object.entries(hash as Record<string, string>);
      if (entries.length === 0) this.#link.command('SREM', [this.#nodesKey, ids[index] as string]).catch(ignore);
      for (const [namespace, count] of entries) {
        const value = Number(count);
        if (Number.isSafeInteger(value)) sum[namespace] = (sum[namespace] ?? 0) + value;
      }
    });
    return sum;
  }

  /** Withdraws this process's counts at once (not after `heartbeatTimeout`); bounded when Redis hangs. */
  async leave(): Promise<void> {
    this.#left = true;
    clearInterval(this.#heartbeat);
    if (!this.#link.up) return;
    const removal = Promise.all([
      this.#link.command('DEL', [this.#nodeKey(this.#settings.id)]),
      this.#link.command('SREM', [this.#nodesKey, this.#settings.id]),
    ]);
    await withDeadline(removal, LEAVE_TIMEOUT_MS, () => new Error('leave timed out')).catch(ignore);
  }

  #nodeKey(id: string): string {
    return `${this.#settings.prefix}:node:${id}`;
  }
}
