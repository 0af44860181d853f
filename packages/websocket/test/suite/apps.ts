import type { FwPlugin } from '@fw/core';
import type { AppFactory, AppSpec, RunningApp } from './harness.ts';
import { AuthService, Greeter, Recorder, SocketsController, provideValue } from './fixtures.ts';
import { OverrideGateway } from '../fixtures/override.ts';
import {
  DispatchGateway,
  GuardedGateway,
  OtherGateway,
  PlainGateway,
  QuitGateway,
  RoomsGateway,
  SecureGateway,
  SyncCloseGateway,
} from './gateways.ts';

/** A SPA-style catch-all, to show it never swallows a gateway path. */
export const spaFallback: FwPlugin = {
  name: 'spa-fallback',
  setup: (host) =>
    host.fallback(
      () => new Response('<!doctype html><title>spa</title>', { headers: { 'content-type': 'text/html' } }),
    ),
};

/** The app most tests share: every fixture gateway that needs no special config. */
export function mainSpec(recorder: Recorder, extra: Partial<AppSpec> = {}): AppSpec {
  return {
    gateways: [
      DispatchGateway,
      PlainGateway,
      RoomsGateway,
      OtherGateway,
      SecureGateway,
      SyncCloseGateway,
      QuitGateway,
      GuardedGateway,
      OverrideGateway,
    ],
    controllers: [SocketsController],
    services: [Greeter, AuthService],
    plugins: [provideValue(Recorder, recorder), spaFallback],
    ...extra,
  };
}

export interface Stats {
  namespaces: string[];
  total: number;
  counts: Record<string, number>;
  pending: number;
}

export async function readStats(app: RunningApp): Promise<Stats> {
  return (await (await fetch(app.httpUrl('/api/stats'))).json()) as Stats;
}

/**
 * Waits until the server-side registry reflects closes the clients already saw; a client's close event
 * can precede the server's close handler by a turn. Bounded, and it fails with the last value seen.
 */
export async function statsWhen(app: RunningApp, ready: (stats: Stats) => boolean): Promise<Stats> {
  let stats = await readStats(app);
  for (let attempt = 0; attempt < 100 && !ready(stats); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    stats = await readStats(app);
  }
  return stats;
}

export async function postBroadcast(app: RunningApp, room: string, body: Record<string, unknown>): Promise<Response> {
  return fetch(app.httpUrl(`/api/broadcast/${room}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export type { AppFactory };
