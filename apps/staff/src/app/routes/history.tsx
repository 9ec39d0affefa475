import { ActiveWorkLink } from '../../features/shopper/components/active-work-link';
import { HistoryList } from '../../features/shopper/components/history-list';
import { useAppT } from '../i18n';

export function Component() {
  const t = useAppT();
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('staffApp.myOrders')}</h1>
      <ActiveWorkLink />
      <h2 className="font-semibold">{t('staffApp.finished')}</h2>
      <HistoryList />
    </section>
  );
}
