import { expect, test } from 'bun:test';
import { resolveConfig } from '../config/config.ts';
import { bunAdapter } from './bun.ts';

test("every Limits option reaches Bun's websocket handler; the runtime's publishToSelf stays false", () => {
  const defaults = bunAdapter.createHandler(resolveConfig()) as Record<string, unknown>;
  expect(defaults).toMatchObject({
    perMessageDeflate: false,
    maxPayloadLength: 16777216,
    idleTimeout: 120,
    backpressureLimit: 1048576,
    closeOnBackpressureLimit: false,
    sendPings: true,
    publishToSelf: false,
  });
  const custom = bunAdapter.createHandler(
    resolveConfig({
      perMessageDeflate: { compress: 'dedicated' },
      maxPayloadLength: 10,
      idleTimeout: 5,
      backpressureLimit: 20,
      closeOnBackpressureLimit: true,
      sendPings: false,
      publishToSelf: true,
    }),
  ) as Record<string, unknown>;
  expect(custom).toMatchObject({
    perMessageDeflate: { compress: 'dedicated' },
    maxPayloadLength: 10,
    idleTimeout: 5,
    backpressureLimit: 20,
    closeOnBackpressureLimit: true,
    sendPings: false,
    publishToSelf: false,
  });
});
