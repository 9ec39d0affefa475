import { Button, FormError, showToast, TextField } from '@jhola/ui';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { type NewStaffAccount, useCreateUser } from '../api/create-user';

const EMPTY: NewStaffAccount = { name: '', email: '', phone: '', password: '', role: 'shopper' };

export function CreateUserForm() {
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
        showToast(`Account for ${form.name} created`);
        setForm(EMPTY);
      },
      onError: (e) => setError(errorMessage(e)),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold">Create a staff account</h2>
      <TextField label="Name" value={form.name} onChange={(e) => set({ name: e.target.value })} />
      <TextField
        label="E-mail"
        type="email"
        value={form.email}
        onChange={(e) => set({ email: e.target.value })}
      />
      <TextField
        label="Phone"
        inputMode="tel"
        value={form.phone}
        onChange={(e) => set({ phone: e.target.value })}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(e) => set({ password: e.target.value })}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={roleId} className="text-sm font-medium">
          Role
        </label>
        <select
          id={roleId}
          value={form.role}
          onChange={(e) => set({ role: e.target.value as NewStaffAccount['role'] })}
          className="min-h-11 rounded-lg border border-stone-400 bg-white px-2"
        >
          <option value="shopper">Shopper</option>
          <option value="delivery">Delivery</option>
          <option value="admin">Admin</option>
        </select>
      </div>
      <FormError message={error} />
      <Button type="submit" busy={create.isPending} busyLabel="Creating...">
        Create account
      </Button>
    </form>
  );
}
