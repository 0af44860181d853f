// Bun's runner ends when the last test does, whatever a test left open (a server, a timer); node:test waits for
// the event loop to empty. Registered after every suite module, this last test lets those handles go.
import { test } from 'node:test';

type Handle = { unref?: () => void };

export function endWhenTestsEnd(): void {
  test('(end of the run: what the tests left open is let go)', () => {
    const handles = (process as unknown as { _getActiveHandles(): Handle[] })._getActiveHandles();
    for (const handle of handles) handle.unref?.();
  });
}
