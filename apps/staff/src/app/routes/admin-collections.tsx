import { CollectionsScreen } from '../../features/admin-collections/components/collections-screen';
import { useAppT } from '../i18n';

export function Component() {
  const t = useAppT();
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('staffApp.collections')}</h1>
      <CollectionsScreen />
    </div>
  );
}
