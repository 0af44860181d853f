import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repo } from '../../lib/results.ts';
import { CLIENT_CPU, pin, type Server } from '../../lib/server.ts';
import { round } from '../../lib/stats.ts';
import { figure, type Figure } from '../figures.ts';
import { LineChannel } from '../line-channel.ts';
import { readMemory } from '../proc-status.ts';
import { soakRequests } from '../requests.ts';
import { fetchJson, requireOpenFiles, startSoakServer, type Scenario } from '../scenario.ts';
import { sleep, type Scope } from '../scope.ts';

/** How long a storm's deliveries, or the count's return after the drop, may take; then the figure is what it is. */
const WAIT_MS = 20_000;

interface Clients {
  readonly open: number;
  readonly failed: number;
  readonly channel: LineChannel;
  send(line: string): void;
  kill(): Promise<void>;
}

interface Done {
  readonly received: number;
  readonly complete: number;
  readonly lastAt: number;
}

/**
 * Scenario ws: `config.ws.connections` WebSocket connections to one gateway, all in one room, in two
 * client processes; a storm of broadcasts through `RoomManager.broadcast`; then one process is killed
 * (its sockets drop with no close frame), the count must come back to the survivors, and a second storm
 * reaches them.
 */
export const wsStorm: Scenario = async (scope, config, figures) => {
  const { connections, broadcasts } = config.ws;
  requireOpenFiles(connections + 100);
  const server = await startSoakServer(scope, 'ws-app.ts');
  const rss = (name: string) => figure(name, round(readMemory(server.pid)?.rssMib ?? Number.NaN, 1), 'MiB');
  figures.push(rss('server RSS before connections'));
  const url = `ws://127.0.0.1:${server.port}/soak`;
  const half = Math.floor(connections / 2);
  const [survivors, victims] = await Promise.all([
    startClients(scope, url, connections - half),
    startClients(scope, url, half),
  ]);
  const open = survivors.open + victims.open;
  figures.push(
    figure('connections open', open),
    figure('connections refused or failed', survivors.failed + victims.failed),
    figure('getCount after connecting', await count(server)),
    rss('server RSS with every connection'),
  );
  figures.push(...(await storm(server, [survivors, victims], broadcasts, 'storm 1')), rss('server RSS after storm 1'));

  const dropped = performance.now();
  await victims.kill();
  const back = await waitForCount(server, survivors.open, scope.signal);
  figures.push(
    figure('connections dropped without a close frame', victims.open),
    figure('getCount after the drop', back.count),
    figure('getCount back to the survivors', back.count === survivors.open),
    figure('ms until getCount came back', back.reached ? Math.round(performance.now() - dropped) : null, 'ms'),
  );
  figures.push(...(await storm(server, [survivors], broadcasts, 'storm 2')));
  figures.push(
    figure('server alive after the drop', server.child.exitCode === null && server.child.signalCode === null),
    rss('server RSS after storm 2'),
    figure('server RSS peak (VmHWM)', round(readMemory(server.pid)?.peakMib ?? Number.NaN, 1), 'MiB'),
  );
};

/** One storm: every client process counts from zero, `broadcasts` are sent, and the deliveries are summed. */
async function storm(server: Server, groups: readonly Clients[], broadcasts: number, label: string): Promise<Figure[]> {
  for (const group of groups) group.send(`expect ${broadcasts}`);
  for (const group of groups) {
    if ((await group.channel.next('armed', WAIT_MS)) === undefined) throw new Error('a client process did not arm');
  }
  const started = performance.timeOrigin + performance.now();
  const { path, method, status } = soakRequests.storm;
  const { loopMs } = await fetchJson<{ loopMs: number }>(`${server.url}${path}${broadcasts}`, { method }, status);
  const done: Done[] = [];
  for (const group of groups) {
    let result = await group.channel.next<Done>('done', WAIT_MS);
    if (result === undefined) {
      group.send('report');
      result = await group.channel.next<Done>('done', WAIT_MS);
    }
    if (result !== undefined) done.push(result);
  }
  const delivered = done.reduce((sum, each) => sum + each.received, 0);
  const expected = broadcasts * groups.reduce((sum, group) => sum + group.open, 0);
  const seconds = (Math.max(...done.map((each) => each.lastAt)) - started) / 1000;
  return [
    figure(`${label}: broadcasts`, broadcasts),
    figure(`${label}: delivered of ${expected.toLocaleString('en-US')}`, delivered),
    figure(
      `${label}: sockets that got every message`,
      done.reduce((sum, each) => sum + each.complete, 0),
    ),
    figure(`${label}: delivery rate`, delivered > 0 ? Math.round(delivered / seconds) : 0, 'msg/s'),
    figure(`${label}: server's broadcast loop`, round(loopMs, 1), 'ms'),
  ];
}

async function startClients(scope: Scope, url: string, count: number): Promise<Clients> {
  const script = join(import.meta.dir, '..', 'clients', 'ws-clients.ts');
  const [command, ...args] = pin(CLIENT_CPU, [process.execPath, script, url, String(count)]);
  const stdio: ['pipe', 'pipe', 'inherit'] = ['pipe', 'pipe', 'inherit'];
  const child = scope.adopt(spawn(command, args, { cwd: repo, stdio, signal: scope.signal, killSignal: 'SIGKILL' }));
  child.on('error', () => {});
  const channel = new LineChannel(child.stdout, `the WebSocket clients (${count})`);
  const opened = await channel.next<{ open: number; failed: number }>('open', 60_000);
  if (opened === undefined) throw new Error(`the WebSocket clients did not open ${count} sockets within 60 s`);
  return {
    ...opened,
    channel,
    send: (line) => child.stdin.write(`${line}\n`),
    kill: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

async function count(server: Server): Promise<number> {
  const { path, status } = soakRequests.stats;
  return (await fetchJson<{ connections: number }>(`${server.url}${path}`, {}, status)).connections;
}

/** Polls `NamespaceRegistry.getCount` until it equals `target`, for at most WAIT_MS. */
async function waitForCount(server: Server, target: number, signal: AbortSignal) {
  const until = performance.now() + WAIT_MS;
  let current = await count(server);
  while (current !== target && performance.now() < until) {
    await sleep(50, signal);
    current = await count(server);
  }
  return { count: current, reached: current === target };
}
