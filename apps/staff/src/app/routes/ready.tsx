import { ReadyList } from '../../features/delivery/components/ready-list';
import { MyPlannedShifts } from '../../features/shifts/components/my-planned-shifts';
import { OfferList } from '../../features/shifts/components/offer-list';
import { ShiftPanel } from '../../features/shifts/components/shift-panel';
import { ActiveWorkLink } from '../../features/shopper/components/active-work-link';
import { useAppT } from '../i18n';

export function Component() {
  const t = useAppT();
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('staffApp.readyForDelivery')}</h1>
      <ShiftPanel as="delivery" />
      <OfferList />
      <ActiveWorkLink />
      <ReadyList />
      <MyPlannedShifts />
    </section>
  );
}
