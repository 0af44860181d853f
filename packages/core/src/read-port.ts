import { FwError, messages } from './errors/catalogue.ts';

/**
 * The port `listen()` binds: the argument, else `PORT` from the environment, else 3000. A blank `PORT`
 * counts as unset (`process.env.PORT || 3000`, the habit of Express apps and hosting scripts). Only
 * decimal digits are a port: `Number()` alone would take `0x1f90` as 8080 and `1e4` as 10000.
 *
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
