// Shared by `stop()`, a failed `listen()` and a failed `onInit`, so all three close things alike.

type Hook = () => unknown;

/** The plugins' shutdown hooks, last registered first. */
export function pluginShutdownHooks(hooks: readonly Hook[]): Hook[] {
  return [...hooks].reverse();
}

/** The classes' `onShutdown`, last constructed first (dependents before what they depend on). */
export function classShutdownHooks(instances: Iterable<object>): Hook[] {
  return [...instances].reverse().map((instance) => () => (instance as { onShutdown?(): unknown }).onShutdown?.());
}

/** Runs every hook in order, even after one throws; returns what they threw. */
export async function runEach(hooks: readonly Hook[]): Promise<unknown[]> {
  const errors: unknown[] = [];
  for (const hook of hooks) {
    try {
      await hook();
    } catch (error) {
      errors.push(error);
    }
  }
  return errors;
}
