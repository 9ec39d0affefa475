import { phoneFieldValue, readIndianMobile } from '@jhola/domain';
import { TextField } from '@jhola/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { tDomain } from '../../../lib/domain-text';
import { useRequestOtp } from '../api/request-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { loginErrorMessage } from '../auth-messages';
import { useAuthT } from '../i18n';
import { FormMessage } from './auth-card';

type Step = 'phone' | 'code' | 'name';
const CODE_ID = 'phone-sign-in-code';
const NAME_ID = 'phone-sign-in-name';

/**
 * "Continue with phone" (issue 31): the 10-digit number, the 6-digit code from the SMS, and, for a number
 * new to Jhola, the name once. The answer is the same login as the e-mail form's.
 *
 * The code sends itself once its sixth digit is in (typed, pasted or filled from the SMS by the browser,
 * `one-time-code`). The name is asked after the code, when the server says the proven number is new
 * (`needsName`, issue 47): nobody learns whether a number has an account without its code.
 */
export function PhoneSignIn({ onSignedIn }: { onSignedIn: (data: unknown) => void }) {
  const t = useAuthT();
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState('');
  const request = useRequestOtp();
  const verify = useVerifyOtp();
  // The code field takes the focus when it appears: the next thing to type is the SMS's code.
  useEffect(() => {
    if (step !== 'phone') document.getElementById(step === 'code' ? CODE_ID : NAME_ID)?.focus();
  }, [step]);

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    setError(null);
    const reading = readIndianMobile(phone);
    if (!reading.ok) {
      setError(tDomain(reading.message));
      return;
    }
    try {
      await request.mutateAsync({ phone: reading.digits });
      setSentTo(reading.digits);
      setCode('');
      setStep('code');
    } catch (e) {
      setError(loginErrorMessage(e));
    }
  };

  const signIn = async (digits: string, withName?: string) => {
    setError(null);
    try {
      const data = await verify.mutateAsync({
        phone: sentTo,
        code: digits,
        ...(withName === undefined ? {} : { name: withName }),
      });
      if ('needsName' in data) setStep('name');
      else onSignedIn(data);
    } catch (e) {
      setError(loginErrorMessage(e));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(code, step === 'name' ? name.trim() : undefined);
  };
  const typeCode = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, 6);
    setCode(digits);
    // Complete: sent at once, as the anchors do; a wrong code is cleared by the customer, not resent.
    if (digits.length === 6 && digits !== code && !verify.isPending) void signIn(digits);
  };

  if (step === 'phone') {
    return (
      <form onSubmit={sendCode} noValidate className="space-y-3" aria-label={t('auth.phoneFormLabel')}>
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <TextField
          label={t('auth.mobileNumber')}
          type="tel"
          name="phone"
          autoComplete="tel-national"
          inputMode="numeric"
          hint={t('auth.mobileHint')}
          value={phone}
          onChange={(e) => setPhone(phoneFieldValue(e.target.value))}
        />
        <Button type="submit" className="w-full" busy={request.isPending} busyLabel={t('auth.sendingCode')}>
          {t('auth.continueWithPhone')}
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={t('auth.phoneFormLabel')}>
      <FormMessage kind="info">{t('auth.codeSentTo', { phone: `+91 ${sentTo}` })}</FormMessage>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      {step === 'name' ? (
        <TextField
          id={NAME_ID}
          label={t('auth.yourName')}
          name="name"
          autoComplete="name"
          hint={t('auth.nameOnce')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      ) : (
        <TextField
          id={CODE_ID}
          label={t('auth.smsCode')}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          value={code}
          onChange={(e) => typeCode(e.target.value)}
        />
      )}
      <Button
        type="submit"
        className="w-full"
        disabled={code.length !== 6 || (step === 'name' && name.trim().length < 2)}
        busy={verify.isPending}
        busyLabel={t('auth.loggingIn')}
      >
        {step === 'name' ? t('auth.createAndSignIn') : t('auth.verifyAndSignIn')}
      </Button>
      <div className="flex justify-between gap-2 text-sm">
        <button
          type="button"
          className="min-h-11 font-medium text-brand-800 underline"
          onClick={() => {
            setStep('phone');
            setError(null);
          }}
        >
          {t('auth.changeNumber')}
        </button>
        <button
          type="button"
          className="min-h-11 font-medium text-brand-800 underline disabled:opacity-60"
          disabled={request.isPending}
          onClick={() => void sendCode()}
        >
          {t('auth.sendAgain')}
        </button>
      </div>
    </form>
  );
}
