// Linux (3.9 on) spreads `SO_REUSEPORT` connections; macOS and the BSDs give the newest socket all, Windows none.
export function balancesReusePort(platform: string): boolean {
  return platform === 'linux';
}
