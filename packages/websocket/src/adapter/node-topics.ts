import type { WireMessage } from '../wire/transport.ts';

/** A subscriber as the topic map sees it: a socket that sends. */
export interface TopicMember {
  deliver(data: WireMessage, compress: boolean): void;
}

/**
 * Bun's pub/sub in JavaScript, for Node: topics of one server, a member in each of its own topics at most once.
 * @example
 * topics.subscribe('ns:/chat:room:lobby', member);
 * topics.publish('ns:/chat:room:lobby', '{"event":"hi"}', false, member); // everyone but `member`
 */
export class TopicMap {
  readonly #members = new Map<string, Set<TopicMember>>();

  subscribe(topic: string, member: TopicMember): void {
    let members = this.#members.get(topic);
    if (members === undefined) this.#members.set(topic, (members = new Set()));
    members.add(member);
  }

  unsubscribe(topic: string, member: TopicMember): void {
    const members = this.#members.get(topic);
    if (members === undefined || !members.delete(member)) return;
    if (members.size === 0) this.#members.delete(topic);
  }

  /** Sends to every member of `topic` but `except`; returns the bytes of one message, 0 when no one got it. */
  publish(topic: string, data: WireMessage, compress: boolean, except?: TopicMember): number {
    const members = this.#members.get(topic);
    if (members === undefined) return 0;
    let sent = false;
    // A member closed by a send leaves the set later, on its 'close' event: the walk is safe.
    for (const member of members) {
      if (member === except) continue;
      member.deliver(data, compress);
      sent = true;
    }
    return sent ? byteLength(data) : 0;
  }

  subscriberCount(topic: string): number {
    return this.#members.get(topic)?.size ?? 0;
  }
}

export function byteLength(data: WireMessage): number {
  return typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
}
