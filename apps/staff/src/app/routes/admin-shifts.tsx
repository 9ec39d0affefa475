import { AdminShifts } from '../../features/shifts/components/admin-shifts';
import { PlanShiftForm } from '../../features/shifts/components/plan-shift-form';
import { useAppT } from '../i18n';

export function Component() {
  const t = useAppT();
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('staffApp.shiftsTitle')}</h1>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <AdminShifts />
        <PlanShiftForm forAdmin />
      </div>
    </div>
  );
}
