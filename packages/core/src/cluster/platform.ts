/**
 * Whether the kernel spreads new connections over the processes that bound one port with
 * `SO_REUSEPORT`: Linux does (3.9 on, a hash of the connection's addresses); macOS and the BSDs let
 * the most recent socket take them all, and Windows has no such option.
 */
export function balancesReusePort(platform: string): boolean {
  return platform === 'linux';
}
