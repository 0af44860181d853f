import type { Constructor } from '../types.ts';
import type { CanActivate } from '../guards/can-activate.ts';
import { traceStep, type StepTracer } from './steps.ts';

/** The guard itself without tracing; else one whose `canActivate` runs in a `guard <Class>` span. */
export function traceGuard(steps: StepTracer | undefined, cls: Constructor, guard: CanActivate): CanActivate {
  if (steps === undefined) return guard;
  const canActivate = traceStep(steps, 'guard', `guard ${cls.name}`, guard.canActivate.bind(guard));
  return { canActivate };
}
