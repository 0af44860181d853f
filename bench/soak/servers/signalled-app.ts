import { Fw, type FwOptions } from '@fw/core';

/**
 * Where the soak's apps get their SIGTERM/SIGINT handling. Issue 21 item 4 gives fw a switch of its own;
 * until it lands the app turns the signals into `stop()` itself (a second signal forcing).
 * When fw's switch is named otherwise, change this one line:
 */
const FW_SIGNAL_OPTION = 'shutdownSignals';

export type SignalHandling = 'fw' | 'fixture';

/** An app that stops on SIGTERM and SIGINT, by fw's own switch when this fw has it. */
export function createSignalledApp(options: FwOptions): { app: Fw; signals: SignalHandling } {
  const withSwitch: Record<string, unknown> = { ...options, [FW_SIGNAL_OPTION]: ['SIGTERM', 'SIGINT'] };
  try {
    return { app: new Fw(withSwitch as FwOptions), signals: 'fw' };
  } catch (error) {
    if (!String(error).includes(`"${FW_SIGNAL_OPTION}"`)) throw error;
  }
  const app = new Fw(options);
  let signals = 0;
  const stop = () => void app.stop(++signals > 1);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return { app, signals: 'fixture' };
}
