import { Dashboard } from '../../features/admin-dashboard/components/dashboard';
import { useDashboardT } from '../../features/admin-dashboard/i18n';

/** A lazy chunk of its own: the chart library loads only here (decision 0044). */
export function Component() {
  const t = useDashboardT();
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('staffDashboard.title')}</h1>
      <Dashboard />
    </section>
  );
}
