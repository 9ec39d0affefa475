import { phoneFieldValue } from '@jhola/domain';
import { Button, FormError, showToast, TextField } from '@jhola/ui';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { type NewStaffAccount, useCreateUser } from '../api/create-user';
import { tAdminPeople, useAdminPeopleT } from '../i18n';

const EMPTY: NewStaffAccount = { name: '', email: '', phone: '', password: '', role: 'shopper' };

export function CreateUserForm() {
  const t = useAdminPeopleT();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateUser();
  const roleId = useId();
  const set = (change: Partial<NewStaffAccount>) => setForm((f) => ({ ...f, ...change }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    create.mutate(form, {
      onSuccess: () => {
        showToast(tAdminPeople('staffAdminPeople.created', { name: form.name }));
        setForm(EMPTY);
      },
      onError: (e) => setError(errorMessage(e)),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold">{t('staffAdminPeople.createTitle')}</h2>
      <TextField
        label={t('staffAdminPeople.name')}
        value={form.name}
        onChange={(e) => set({ name: e.target.value })}
      />
      <TextField
        label={t('staffAdminPeople.email')}
        type="email"
        value={form.email}
        onChange={(e) => set({ email: e.target.value })}
      />
      <TextField
        label={t('staffAdminPeople.phone')}
        inputMode="tel"
        value={form.phone}
        onChange={(e) => set({ phone: phoneFieldValue(e.target.value) })}
      />
      <TextField
        label={t('staffAdminPeople.password')}
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(e) => set({ password: e.target.value })}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={roleId} className="text-sm font-medium">
          {t('staffAdminPeople.role')}
        </label>
        <select
          id={roleId}
          value={form.role}
          onChange={(e) => set({ role: e.target.value as NewStaffAccount['role'] })}
          className="min-h-11 rounded-lg border border-stone-400 bg-white px-2"
        >
          <option value="shopper">{t('staffAdminPeople.shopper')}</option>
          <option value="delivery">{t('staffAdminPeople.delivery')}</option>
          <option value="admin">{t('staffAdminPeople.admin')}</option>
        </select>
      </div>
      <FormError message={error} />
      <Button type="submit" busy={create.isPending} busyLabel={t('staffAdminPeople.creating')}>
        {t('staffAdminPeople.createAccount')}
      </Button>
    </form>
  );
}
