import { FwError, messages } from '../errors/catalogue.ts';

/**
 * The port: the argument, else `PORT` (blank is unset), else 3000; digits only (`Number()` takes `0x1f90`).
 * @example
 * readPort(undefined, { PORT: '8080' }); // 8080
 * readPort(0, {});                       // 0 (a free port)
 */
export function readPort(port: number | undefined, env: Record<string, string | undefined>): number {
  if (port !== undefined) {
    if (Number.isInteger(port) && port >= 0 && port <= 65535) return port;
    throw new FwError(messages.invalidPort(String(port), 'listen()'));
  }
  const text = env['PORT']?.trim() ?? '';
  if (text === '') return 3000;
  const number = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  if (number <= 65535) return number;
  throw new FwError(messages.invalidPort(text, 'the PORT environment variable'));
}
