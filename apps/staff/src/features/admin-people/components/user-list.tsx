import { Button, EmptyState, ErrorState, LoadingState, showToast } from '@jhola/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useSetDisabled } from '../api/set-disabled';
import { useUsers } from '../api/users';

const ROLES = [
  { value: 'shopper', label: 'Shoppers' },
  { value: 'delivery', label: 'Delivery' },
  { value: 'admin', label: 'Admins' },
  { value: 'customer', label: 'Customers' },
];

export function UserList() {
  const [role, setRole] = useState('shopper');
  const users = useUsers(role);
  const toggle = useSetDisabled();
  return (
    <section aria-labelledby="people-title" className="flex flex-col gap-3">
      <h2 id="people-title" className="text-lg font-semibold">
        Accounts
      </h2>
      <fieldset className="flex flex-wrap gap-1">
        <legend className="sr-only">Role</legend>
        {ROLES.map((r) => (
          <Button
            key={r.value}
            variant={r.value === role ? 'primary' : 'secondary'}
            aria-pressed={r.value === role}
            onClick={() => setRole(r.value)}
          >
            {r.label}
          </Button>
        ))}
      </fieldset>
      {users.isPending ? (
        <LoadingState label="Loading accounts..." />
      ) : users.isError ? (
        <ErrorState message={errorMessage(users.error)} />
      ) : users.data.length === 0 ? (
        <EmptyState title="No accounts" />
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
                {user.disabled ? <span className="ml-1 font-semibold text-red-800">(disabled)</span> : null}
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
                {user.disabled ? 'Enable' : 'Disable'} <span className="sr-only">{user.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
