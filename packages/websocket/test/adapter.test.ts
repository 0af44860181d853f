import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Controller, Fw, Get, type FwPlugin } from '@fw/core';
import {
  NamespaceRegistry,
  RoomManager,
  WebSocketPlugin,
  type ClusterLink,
  type ClusterNode,
  type WebSocketAdapter,
  type WireMessage,
} from '../src/index.ts';
import { OtherGateway, RoomsGateway } from './suite/gateways.ts';
import { connectGreeted, type TestClient } from './suite/harness.ts';

/** A cluster in memory: what an adapter over NATS or Redis does, without the network. */
class MemoryBus {
  readonly nodes = new Set<ClusterNode>();
  readonly relayed: [string, WireMessage][] = [];
  left = 0;

  adapter(): WebSocketAdapter {
    return { name: 'memory', join: (node) => Promise.resolve(this.#link(node)) };
  }

  #link(node: ClusterNode): ClusterLink {
    this.nodes.add(node);
    return {
      publish: (topic, message) => {
        this.relayed.push([topic, message]);
        for (const other of this.nodes) if (other !== node) other.deliver(topic, message);
      },
      counts: async () => {
        const sum: Record<string, number> = {};
        for (const each of this.nodes) {
          for (const [path, count] of Object.entries(each.counts())) sum[path] = (sum[path] ?? 0) + count;
        }
        return sum;
      },
      leave: async () => {
        this.nodes.delete(node);
        this.left++;
      },
    };
  }
}

@Controller('/api')
class ClusterStatsController {
  constructor(private readonly registry: NamespaceRegistry) {}

  @Get('/cluster')
  async cluster(): Promise<object> {
    const [rooms, namespaces, total] = await Promise.all([
      this.registry.getClusterCount('rooms'),
      this.registry.getClusterNamespaces(),
      this.registry.getClusterTotalConnections(),
    ]);
    return { rooms, namespaces, total, local: this.registry.getTotalConnections() };
  }
}

interface Node {
  readonly app: Fw;
  readonly rooms: RoomManager;
  url(path: string): string;
}

async function startNode(adapter: WebSocketAdapter | undefined, publishToSelf = false): Promise<Node> {
  let rooms: RoomManager | undefined;
  const probe: FwPlugin = {
    name: 'probe',
    setup: (host) => host.onInit(() => void (rooms = host.resolve(RoomManager))),
  };
  const app = new Fw().controllers([ClusterStatsController]);
  app.use(WebSocketPlugin.create([RoomsGateway, OtherGateway], { adapter, publishToSelf }));
  app.use(probe);
  await app.listen(0);
  return { app, rooms: rooms as RoomManager, url: (path) => new URL(path, app.url).href.replace(/^http/, 'ws') };
}

async function member(node: Node, room: string, path = '/rooms'): Promise<TestClient> {
  const [client] = await connectGreeted(node.url(path));
  client.emit('join', room);
  expect((await client.next()).event).toBe('joined');
  return client;
}

/** The next frame is the answer to a `whoami` sent now: nothing else arrived before it. */
async function expectNothing(client: TestClient, namespace = 'rooms'): Promise<void> {
  client.emit('whoami');
  expect(await client.next()).toEqual({ event: 'whoami', data: namespace });
}

interface ClusterStats {
  rooms: number;
  namespaces: string[];
  total: number;
  local: number;
}

/** The cluster counts once they show `total` connections (closes reach the server a turn after the client). */
async function readCluster(node: Node, total: number): Promise<ClusterStats> {
  let stats: ClusterStats | undefined;
  for (let attempt = 0; attempt < 100 && stats?.total !== total; attempt++) {
    if (attempt > 0) await Bun.sleep(10);
    stats = (await (await fetch(new URL('/api/cluster', node.app.url))).json()) as ClusterStats;
  }
  return stats as ClusterStats;
}

describe('a cluster adapter', () => {
  const bus = new MemoryBus();
  let a: Node;
  let b: Node;
  beforeAll(async () => {
    [a, b] = [await startNode(bus.adapter()), await startNode(bus.adapter(), true)];
  });
  afterAll(async () => {
    await Promise.all([a.app.stop(), b.app.stop()]);
  });

  test('joins at the start; every send path is relayed once and delivered to every member elsewhere', async () => {
    expect(bus.nodes.size).toBe(2);
    const [sender, local, remote] = [await member(a, 'r'), await member(a, 'r'), await member(b, 'r')];
    const otherNamespace = await member(b, 'r', '/other');
    const bytes = new Uint8Array([0, 1, 254, 255]);
    bus.relayed.length = 0;
    a.rooms.of('/rooms').broadcast('r', 'of', 1);
    a.rooms.of('/rooms').broadcastRaw('r', bytes);
    expect(await sender.next()).toEqual({ event: 'of', data: 1 });
    expect(await sender.nextRaw()).toEqual(bytes);
    sender.emit('to', { room: 'r', event: 'to', data: 2 });
    expect(await sender.next()).toEqual({ event: 'done' });
    sender.emit('to-raw', { room: 'r', text: 'raw text' });
    expect(await sender.next()).toEqual({ event: 'done' });
    sender.emit('publish', { topic: 'r', event: 'publish', data: 3 });
    expect(await sender.next()).toEqual({ event: 'done' });
    const topic = 'ns:/rooms:room:r';
    expect(bus.relayed).toEqual([
      [topic, '{"event":"of","data":1}'],
      [topic, bytes],
      [topic, '{"event":"to","data":2}'],
      [topic, 'raw text'],
      [topic, '{"event":"publish","data":3}'],
    ]);
    for (const client of [local, remote]) {
      expect(await client.next()).toEqual({ event: 'of', data: 1 });
      expect(await client.nextRaw()).toEqual(bytes);
      expect(await client.next()).toEqual({ event: 'to', data: 2 });
      expect(await client.nextRaw()).toBe('raw text');
      expect(await client.next()).toEqual({ event: 'publish', data: 3 });
      await expectNothing(client);
    }
    await expectNothing(sender);
    await expectNothing(otherNamespace, 'other');
    await Promise.all([sender, local, remote, otherNamespace].map((client) => client.close()));
  });

  test('publishToSelf reaches the sender in its own process once; a closing socket still relays', async () => {
    const [sender, remote] = [await member(b, 'self'), await member(a, 'self')];
    const watcher = await member(a, 'monitor');
    sender.emit('publish', { topic: 'self', event: 'mine', data: 1 });
    expect(await sender.next()).toEqual({ event: 'mine', data: 1 });
    expect(await sender.next()).toEqual({ event: 'done' });
    expect(await remote.next()).toEqual({ event: 'mine', data: 1 });
    const closing = await member(b, 'kept');
    closing.emit('close', { code: 4000, reason: 'bye' });
    expect((await watcher.next()).data).toMatchObject({ code: 4000, reason: 'bye', rooms: ['kept'] });
    for (const client of [sender, remote, watcher]) await expectNothing(client);
    await Promise.all([sender, remote, watcher].map((client) => client.close()));
  });

  test('getCluster* ask the link; the per-process getters stay local', async () => {
    const clients = [await member(a, 'x'), await member(b, 'x'), await member(b, 'x', '/other')];
    expect(await readCluster(a, 3)).toEqual({ rooms: 2, namespaces: ['/rooms', '/other'], total: 3, local: 1 });
    expect(await readCluster(b, 3)).toEqual({ rooms: 2, namespaces: ['/rooms', '/other'], total: 3, local: 2 });
    await Promise.all(clients.map((client) => client.close()));
  });
});

test('without an adapter getCluster* answer for this process, in gateway order', async () => {
  const node = await startNode(undefined);
  const clients = [await member(node, 'x', '/other'), await member(node, 'x')];
  expect(await readCluster(node, 2)).toEqual({ rooms: 1, namespaces: ['/rooms', '/other'], total: 2, local: 2 });
  await Promise.all(clients.map((client) => client.close()));
  await node.app.stop();
});

test('stop() leaves the cluster after the sockets closed, and a join that rejects fails listen()', async () => {
  const bus = new MemoryBus();
  const node = await startNode(bus.adapter());
  const watcher = await startNode(bus.adapter());
  const seen = await member(watcher, 'monitor');
  await member(node, 'kept');
  await node.app.stop();
  // Its @OnClose (1001 at shutdown) broadcast to 'monitor' crossed before it left.
  expect((await seen.next()).data).toMatchObject({ code: 1001, rooms: ['kept'] });
  expect(bus.left).toBe(1);
  await seen.close();
  await watcher.app.stop();
  const refusing: WebSocketAdapter = { name: 'down', join: () => Promise.reject(new Error('cluster unreachable')) };
  const app = new Fw();
  app.use(WebSocketPlugin.create([RoomsGateway], { adapter: refusing }));
  await expect(app.listen(0)).rejects.toThrow('cluster unreachable');
  expect(app.server).toBeUndefined();
});
