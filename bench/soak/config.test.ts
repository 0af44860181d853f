import { expect, test } from 'bun:test';
import { readConfig, SCENARIOS } from './config.ts';

test("no arguments and no variables: every scenario at the issue's sizes", () => {
  const config = readConfig([], {});
  expect(config.scenarios).toEqual([...SCENARIOS]);
  expect([config.http.requests, config.ws.connections, config.slowloris.sockets, config.sigterm.connections]).toEqual([
    1_000_000, 2000, 400, 32,
  ]);
  expect([config.static.megabytes, config.static.downloads]).toEqual([200, 20]);
  expect([config.agent.connections, config.agent.runs, config.agent.loadMs]).toEqual([50, 5, 1000]);
  const total = Object.values(config.deadlines).reduce((sum, seconds) => sum + seconds, 0);
  expect(total).toBeLessThanOrEqual(600);
});

test('scenarios come from the arguments, else SOAK_SCENARIOS, and run in the fixed order', () => {
  expect(readConfig(['static', 'http'], { SOAK_SCENARIOS: 'ws' }).scenarios).toEqual(['http', 'static']);
  expect(readConfig([], { SOAK_SCENARIOS: ' sigterm, ws ' }).scenarios).toEqual(['ws', 'sigterm']);
});

test('sizes and deadlines from SOAK_* variables, with _ as a digit separator', () => {
  const config = readConfig([], { SOAK_HTTP_REQUESTS: '20_000', SOAK_STATIC_MB: '8', SOAK_WS_DEADLINE_S: '10' });
  expect([config.http.requests, config.static.megabytes, config.deadlines.ws]).toEqual([20_000, 8, 10]);
});

test('an unknown scenario names the choices', () => {
  expect(() => readConfig(['websocket'], {})).toThrow(
    'unknown soak scenario "websocket": choose from http, ws, slowloris, sigterm, agent, static',
  );
});

test('a size that is not a whole number from 1 names the variable and the value', () => {
  const read = (name: string, value: string) => () => readConfig([], { [name]: value });
  expect(read('SOAK_WS_CONNECTIONS', '2k')).toThrow('SOAK_WS_CONNECTIONS must be a whole number from 1, got "2k"');
  expect(read('SOAK_STATIC_MB', '0')).toThrow('SOAK_STATIC_MB must be a whole number from 1, got "0"');
  expect(read('SOAK_HTTP_REQUESTS', '1.5')).toThrow('SOAK_HTTP_REQUESTS must be a whole number from 1, got "1.5"');
});
