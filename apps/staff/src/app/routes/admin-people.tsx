import { CreateUserForm } from '../../features/admin-people/components/create-user-form';
import { UserList } from '../../features/admin-people/components/user-list';
import { useAppT } from '../i18n';

export function Component() {
  const t = useAppT();
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('staffApp.peopleTitle')}</h1>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <CreateUserForm />
        <UserList />
      </div>
    </div>
  );
}
