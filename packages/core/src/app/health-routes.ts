import type { AppRegistry } from './registry.ts';
import { Priority } from '../routing/route-table.ts';
import { isHealthIndicator, runHealthChecks, type HealthReport } from '../observability/health-check.ts';
import type { HealthOptions } from '../observability/options.ts';

const EMPTY: HealthReport = { status: 'ok', info: {}, error: {}, details: {} };
const STOPPING: HealthReport = { status: 'shutting_down', info: {}, error: {}, details: {} };

/** `/health` answers 200 while the process serves; `/ready` runs the checks, and answers 503 once stopping. */
export function addHealthRoutes(
  registry: AppRegistry,
  options: Required<HealthOptions>,
  isStopping: () => boolean,
): void {
  const claim = { priority: Priority.Raw, exclusive: false, source: 'new Fw({ health })' };
  registry.addRawRoute('GET', options.path, () => Response.json(EMPTY), claim);
  registry.addRawRoute(
    'GET',
    options.readyPath,
    async () => {
      if (isStopping()) return Response.json(STOPPING, { status: 503 });
      const providers = [...registry.container.instances].filter(isHealthIndicator);
      const report = await runHealthChecks([...options.checks, ...providers]);
      // A stop that began while the checks ran wins: the balancer must stop sending now.
      if (isStopping()) return Response.json(STOPPING, { status: 503 });
      return Response.json(report, { status: report.status === 'ok' ? 200 : 503 });
    },
    claim,
  );
}
