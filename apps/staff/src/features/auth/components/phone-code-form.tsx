import { isStaffAppRole, STAFF_APP_MESSAGES } from '@jhola/domain';
import { Button, TextField } from '@jhola/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { useDomainT } from '../../../lib/domain-text';
import { useStaffAuth } from '../../../lib/staff-auth';
import { endSession } from '../api/end-session';
import { useRequestCode, useVerifyCode } from '../api/phone-code';
import { useAuthT } from '../i18n';
import { applyAccountLanguage } from '../lib/account-language';

/**
 * Issue 46: a shop owner signs in with a code sent to the phone the admin gave, as customers do. A number
 * with no staff account, or a customer's, is refused here (customers shop in the customer app).
 */
export function PhoneCodeForm() {
  const t = useAuthT();
  const tDomain = useDomainT();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const request = useRequestCode();
  const verify = useVerifyCode();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const digits = phone.replace(/\D/g, '').slice(-10);
    try {
      if (!sent) {
        await request.mutateAsync({ phone: digits });
        return setSent(true);
      }
      const reply = await verify.mutateAsync({ phone: digits, code: code.trim() });
      if (!('token' in reply)) return setError(t('staffAuth.noStaffAccount'));
      if (!isStaffAppRole(reply.user.role)) {
        void endSession(reply.token);
        return setError(tDomain(STAFF_APP_MESSAGES.customerRefused));
      }
      useStaffAuth.getState().signIn(reply.token, reply.user);
      applyAccountLanguage(reply.user);
      navigate('/', { replace: true });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h2 className="font-semibold">{t('staffAuth.phoneTitle')}</h2>
      <TextField
        label={t('staffAuth.phone')}
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        value={phone}
        readOnly={sent}
        onChange={(e) => setPhone(e.target.value)}
      />
      {sent ? (
        <TextField
          label={t('staffAuth.code')}
          hint={t('staffAuth.codeSent')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      ) : null}
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" busy={request.isPending || verify.isPending}>
        {sent ? t('staffAuth.signInWithCode') : t('staffAuth.sendCode')}
      </Button>
    </form>
  );
}
