import { isStaffAppRole, STAFF_APP_MESSAGES } from '@jhola/domain';
import { Button, TextField } from '@jhola/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { useDomainT } from '../../../lib/domain-text';
import { useStaffAuth } from '../../../lib/staff-auth';
import { endSession } from '../api/end-session';
import { useLogin } from '../api/login';
import { useAuthT } from '../i18n';
import { applyAccountLanguage } from '../lib/account-language';

/** Only where the app lives: a `next` that leaves /staff is ignored. */
const safeNext = (next: string | null) => (next?.startsWith('/') && !next.startsWith('//') ? next : '/');

export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const t = useAuthT();
  const tDomain = useDomainT();
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const login = useLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setRefused(false);
    if (!email.trim() || !password) return setError(t('staffAuth.enterBoth'));
    try {
      const { token, user } = await login.mutateAsync({ email, password });
      if (!isStaffAppRole(user.role)) {
        void endSession(token);
        setRefused(true);
        return setError(tDomain(STAFF_APP_MESSAGES.customerRefused));
      }
      useStaffAuth.getState().signIn(token, user);
      applyAccountLanguage(user);
      navigate(safeNext(params.get('next')), { replace: true });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('staffAuth.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label={t('staffAuth.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {error}
          {refused ? (
            <>
              {' '}
              <a href="/" className="underline">
                {t('staffAuth.openCustomerApp')}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <Button type="submit" busy={login.isPending} busyLabel={t('staffAuth.signingIn')}>
        {t('staffAuth.signIn')}
      </Button>
    </form>
  );
}
