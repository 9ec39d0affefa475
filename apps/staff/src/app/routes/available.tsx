import { PushOptIn } from '../../features/push/components/push-opt-in';
import { ActiveWorkLink } from '../../features/shopper/components/active-work-link';
import { AvailableList } from '../../features/shopper/components/available-list';
import { useAppT } from '../i18n';

export function Component() {
  const t = useAppT();
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('staffApp.availableOrders')}</h1>
      <PushOptIn />
      <ActiveWorkLink />
      <AvailableList />
    </section>
  );
}
