import { readFileSync } from 'node:fs';

const KIB_PER_MIB = 1024;

/** Resident memory of a process, from `/proc/<pid>/status` (proc(5)). */
export interface Memory {
  /** `VmRSS`: resident now. */
  readonly rssMib: number;
  /** `VmHWM`: the highest resident size the kernel saw, between our samples too. */
  readonly peakMib: number;
}

/** Reads `pid`'s memory; `undefined` once the process is gone. */
export function readMemory(pid: number): Memory | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
  return parseMemory(text);
}

export function parseMemory(status: string): Memory {
  return { rssMib: readKib(status, 'VmRSS') / KIB_PER_MIB, peakMib: readKib(status, 'VmHWM') / KIB_PER_MIB };
}

function readKib(status: string, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
  if (match === null) throw new Error(`no ${field} line in /proc/<pid>/status (a kernel thread or a zombie?)`);
  return Number(match[1]);
}

/** The open-file limits of a process (`Max open files` in `/proc/<pid>/limits`); `Infinity` for unlimited. */
export interface FileLimit {
  readonly soft: number;
  readonly hard: number;
}

export function readFileLimit(pid: number | 'self' = 'self'): FileLimit {
  return parseFileLimit(readFileSync(`/proc/${pid}/limits`, 'utf8'));
}

export function parseFileLimit(limits: string): FileLimit {
  const match = /^Max open files\s+(\S+)\s+(\S+)/m.exec(limits);
  if (match === null) throw new Error('no "Max open files" line in /proc/<pid>/limits');
  const read = (value: string) => (value === 'unlimited' ? Number.POSITIVE_INFINITY : Number(value));
  return { soft: read(match[1]), hard: read(match[2]) };
}

/**
 * Why `needed` descriptors do not fit the soft limit every child inherits, with the command that
 * raises it; `undefined` when they fit.
 */
export function fileLimitShortfall(needed: number, limit: FileLimit): string | undefined {
  if (needed <= limit.soft) return undefined;
  const fix =
    needed <= limit.hard ? `run \`ulimit -n ${needed}\` in this shell` : `raise the hard limit (${limit.hard})`;
  return `needs ${needed} open files per process, the limit is ${limit.soft}: ${fix} and run again`;
}
