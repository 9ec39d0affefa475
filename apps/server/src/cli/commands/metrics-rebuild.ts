import { rebuildAdminMetrics } from '../../modules/orders/figures/admin-metrics-service.js';
import { readOptions } from '../args.js';
import { type CliCommand, EXIT } from '../command.js';

/**
 * Recomputes the admin metrics' figures and roll-ups from the orders and their timeline (decision 0044):
 * needed only after orders were written around the app (a bulk import, a restore, the metrics bench).
 * Orders ending meanwhile wait for it, so run it when the shops are quiet.
 */
export const metricsRebuild: CliCommand = {
  name: 'metrics:rebuild',
  summary: "Recompute the admin metrics' roll-ups from every order's timeline",
  usage: 'metrics:rebuild',
  async run(cli) {
    if (!readOptions(metricsRebuild, cli, [])) return EXIT.usage;
    const recorded = await rebuildAdminMetrics(await cli.database());
    cli.out(`Rebuilt the metrics of ${recorded} ended orders`);
    return EXIT.ok;
  },
};
