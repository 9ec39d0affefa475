import { ReadyList } from '../../features/delivery/components/ready-list';
import { ActiveWorkLink } from '../../features/shopper/components/active-work-link';
import { useAppT } from '../i18n';

export function Component() {
  const t = useAppT();
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('staffApp.readyForDelivery')}</h1>
      <ActiveWorkLink />
      <ReadyList />
    </section>
  );
}
