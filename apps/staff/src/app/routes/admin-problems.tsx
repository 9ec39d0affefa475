import { ProblemsScreen } from '../../features/admin-problems/components/problems-screen';
import { useAppT } from '../i18n';

export function Component() {
  const t = useAppT();
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('staffApp.problems')}</h1>
      <ProblemsScreen />
    </div>
  );
}
