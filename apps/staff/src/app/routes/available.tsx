import { PushOptIn } from '../../features/push/components/push-opt-in';
import { MyPlannedShifts } from '../../features/shifts/components/my-planned-shifts';
import { OfferList } from '../../features/shifts/components/offer-list';
import { PlanShiftForm } from '../../features/shifts/components/plan-shift-form';
import { ShiftPanel } from '../../features/shifts/components/shift-panel';
import { ActiveWorkLink } from '../../features/shopper/components/active-work-link';
import { AvailableList } from '../../features/shopper/components/available-list';
import { useAppT } from '../i18n';

export function Component() {
  const t = useAppT();
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('staffApp.availableOrders')}</h1>
      <PushOptIn />
      <ShiftPanel as="shopper" />
      <OfferList />
      <ActiveWorkLink />
      <AvailableList />
      <MyPlannedShifts />
      <PlanShiftForm />
    </section>
  );
}
