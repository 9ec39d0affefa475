import { Button, EmptyState, ErrorState, LoadingState, showToast } from '@jhola/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useSetDisabled } from '../api/set-disabled';
import { useUsers } from '../api/users';
import { useAdminPeopleT } from '../i18n';

const ROLES = [
  { value: 'shopper', label: 'staffAdminPeople.shoppers' },
  { value: 'delivery', label: 'staffAdminPeople.deliveryPeople' },
  { value: 'admin', label: 'staffAdminPeople.admins' },
  { value: 'customer', label: 'staffAdminPeople.customers' },
] as const;

export function UserList() {
  const t = useAdminPeopleT();
  const [role, setRole] = useState<string>('shopper');
  const users = useUsers(role);
  const toggle = useSetDisabled();
  return (
    <section aria-labelledby="people-title" className="flex flex-col gap-3">
      <h2 id="people-title" className="text-lg font-semibold">
        {t('staffAdminPeople.accounts')}
      </h2>
      <fieldset className="flex flex-wrap gap-1">
        <legend className="sr-only">{t('staffAdminPeople.role')}</legend>
        {ROLES.map((r) => (
          <Button
            key={r.value}
            variant={r.value === role ? 'primary' : 'secondary'}
            aria-pressed={r.value === role}
            onClick={() => setRole(r.value)}
          >
            {t(r.label)}
          </Button>
        ))}
      </fieldset>
      {users.isPending ? (
        <LoadingState label={t('staffAdminPeople.loading')} />
      ) : users.isError ? (
        <ErrorState message={errorMessage(users.error)} />
      ) : users.data.length === 0 ? (
        <EmptyState title={t('staffAdminPeople.none')} />
      ) : (
        <ul className="flex flex-col gap-2">
          {users.data.map((user) => (
            <li
              key={user._id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white p-3 shadow-sm"
            >
              <span className="min-w-0 break-words">
                <span className="font-semibold">{user.name}</span> ·{' '}
                <span className="break-all">{user.email}</span>
                {user.disabled ? (
                  <span className="ml-1 font-semibold text-red-800">{t('staffAdminPeople.disabled')}</span>
                ) : null}
              </span>
              <Button
                variant={user.disabled ? 'secondary' : 'danger'}
                onClick={() =>
                  toggle.mutate(
                    { id: user._id, disabled: !user.disabled },
                    { onError: (e) => showToast(errorMessage(e), 'error') },
                  )
                }
              >
                {user.disabled ? t('staffAdminPeople.enable') : t('staffAdminPeople.disable')}{' '}
                <span className="sr-only">{user.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
