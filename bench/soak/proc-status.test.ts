import { expect, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import { fileLimitShortfall, parseFileLimit, parseMemory, readFileLimit, readMemory } from './proc-status.ts';

test('VmRSS and VmHWM in MiB from a status file', () => {
  const status = 'Name:\tbun\nVmPeak:\t 9999 kB\nVmHWM:\t  204800 kB\nVmRSS:\t  102400 kB\nThreads:\t5\n';
  expect(parseMemory(status)).toEqual({ rssMib: 100, peakMib: 200 });
});

test('a status without VmRSS says so', () => {
  expect(() => parseMemory('Name:\tkthreadd\nState:\tS\n')).toThrow('no VmRSS line in /proc/<pid>/status');
});

test("this process's own memory is read, and a process that ended reads as undefined", () => {
  expect(readMemory(process.pid)?.rssMib).toBeGreaterThan(1);
  const ended = spawnSync('true').pid as number;
  expect(readMemory(ended)).toBeUndefined();
});

test('the open-file limits, unlimited as Infinity', () => {
  const limits =
    'Limit                     Soft Limit           Hard Limit           Units\n' +
    'Max cpu time              unlimited            unlimited            seconds\n' +
    'Max open files            1024                 unlimited            files\n';
  expect(parseFileLimit(limits)).toEqual({ soft: 1024, hard: Number.POSITIVE_INFINITY });
  expect(readFileLimit().soft).toBeGreaterThan(0);
});

test('a shortfall names the limit and how to raise it', () => {
  expect(fileLimitShortfall(2100, { soft: 4096, hard: 4096 })).toBeUndefined();
  expect(fileLimitShortfall(2100, { soft: 1024, hard: 4096 })).toBe(
    'needs 2100 open files per process, the limit is 1024: run `ulimit -n 2100` in this shell and run again',
  );
  expect(fileLimitShortfall(2100, { soft: 1024, hard: 2048 })).toBe(
    'needs 2100 open files per process, the limit is 1024: raise the hard limit (2048) and run again',
  );
});
