import { expect, test } from 'bun:test';
import { figure, formatValue, toMarkdown } from './figures.ts';

test('numbers get thousands separators and at most two decimals; null is a dash', () => {
  expect([formatValue(1_000_000), formatValue(12.3456), formatValue(null), formatValue(true)]).toEqual([
    '1,000,000',
    '12.35',
    '–',
    'true',
  ]);
});

test('one row per figure with its unit, and one row saying why a scenario was skipped or failed', () => {
  const run = { sizes: {}, seconds: 1 };
  const http = [figure('requests', 1_000_000), figure('RSS peak', 81.25, 'MiB')];
  const sigterm = [figure('exit code', null)];
  const table = toMarkdown([
    { ...run, scenario: 'http', status: 'ok', figures: http },
    { ...run, scenario: 'ws', status: 'skipped', reason: 'needs 2100 open files | raise it', figures: [] },
    { ...run, scenario: 'sigterm', status: 'failed', reason: 'passed its deadline', figures: sigterm },
  ]);
  expect(table.split('\n')).toEqual([
    '| scenario | figure | value |',
    '|---|---|---:|',
    '| http | requests | 1,000,000 |',
    '| http | RSS peak | 81.25 MiB |',
    '| ws | **skipped** | needs 2100 open files \\| raise it |',
    '| sigterm | **failed** | passed its deadline |',
    '| sigterm | exit code | – |',
  ]);
});
