import { ErrorState, LoadingState } from '../../../components/ui/states';
import { showToast } from '../../../components/ui/toast-store';
import { actionFailureMessage } from '../../../lib/api-error';
import { useMe } from '../api/get-me';
import { useSaveOrderSms } from '../api/save-order-sms';
import { useAccountT } from '../i18n';

/** The customer's account: who they are, and whether their orders' news comes by SMS (issue 45). */
export function AccountPage() {
  const t = useAccountT();
  const me = useMe();
  const save = useSaveOrderSms();
  if (me.isPending) return <LoadingState label={t('account.loading')} />;
  if (me.isError) return <ErrorState message={actionFailureMessage(me.error, t('account.loadFailed'))} />;
  const user = me.data;
  const on = save.isPending ? (save.variables ?? true) : user.orderSms !== false;
  return (
    <section className="mx-auto max-w-xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t('account.title')}</h1>
      <p className="mt-2 font-medium break-words">{user.name}</p>
      {user.email ? <p className="text-sm break-all text-stone-700">{user.email}</p> : null}
      {user.phone ? (
        <p className="text-sm text-stone-700">{t('account.phone', { phone: user.phone })}</p>
      ) : null}
      <section aria-labelledby="sms-title" className="mt-4 rounded-xl border border-stone-200 bg-white p-4">
        <h2 id="sms-title" className="text-lg font-bold">
          {t('account.smsTitle')}
        </h2>
        <label className="mt-2 flex min-h-11 items-center gap-3 font-medium">
          <input
            type="checkbox"
            className="size-5"
            checked={on}
            disabled={save.isPending}
            aria-describedby="sms-hint"
            onChange={(event) =>
              save.mutate(event.target.checked, {
                onSuccess: (saved) => showToast(saved.orderSms ? t('account.smsOn') : t('account.smsOff')),
                onError: (error) => showToast(actionFailureMessage(error, t('account.saveFailed')), 'error'),
              })
            }
          />
          {t('account.smsLabel')}
        </label>
        <p id="sms-hint" className="mt-1 text-sm text-stone-700">
          {t('account.smsHint')}
        </p>
      </section>
    </section>
  );
}
