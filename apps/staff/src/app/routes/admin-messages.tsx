import { Inbox } from '../../features/admin-messages/components/inbox';
import { useAppT } from '../i18n';

export function Component() {
  const t = useAppT();
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('staffApp.contactMessages')}</h1>
      <Inbox />
    </div>
  );
}
