import { AUTH_MESSAGES } from '@jhola/domain';
import { TextField } from '@jhola/ui';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { useAuthStore } from '../../../lib/auth-store';
import { tDomain } from '../../../lib/domain-text';
import { safeNextPath } from '../../../lib/safe-next';
import { useLogin } from '../api/login';
import { completeLogin, loginErrorMessage } from '../auth-messages';
import { useAuthT } from '../i18n';
import { AuthCard, FormMessage } from './auth-card';
import { GoogleSignIn } from './google-sign-in';
import { PasswordField } from './password-field';
import { PhoneSignIn } from './phone-sign-in';
import { ResendVerification } from './resend-verification';

/**
 * PRODUCT.md §2 Login: the phone first, then e-mail and password (show/hide), Google, forgot-password and
 * sign-up links. Browsing is public (decision 0057): most arrive here from the checkout, cart in hand.
 */
export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mutation = useLogin();
  const t = useAuthT();
  const next = safeNextPath(params.get('next'));
  const signedIn = useAuthStore((s) => s.user !== null);

  const finish = (data: unknown) => {
    completeLogin(data);
    navigate(next, { replace: true });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setUnverified(false);
    if (!email.trim() || !password) {
      setError(tDomain(AUTH_MESSAGES.loginBothRequired));
      return;
    }
    try {
      finish(await mutation.mutateAsync({ email: email.trim(), password }));
    } catch (e) {
      setError(loginErrorMessage(e));
      setUnverified(e instanceof ApiError && e.status === 403);
    }
  };

  // Someone already signed in (back button, old tab) goes where they were heading.
  if (signedIn && !mutation.isPending) return <Navigate to={next} replace />;

  return (
    <AuthCard
      languageSwitch
      title={t('auth.loginTitle')}
      subtitle={next === '/final-checkout' ? t('auth.checkoutSubtitle') : t('auth.loginSubtitle')}
      footer={
        <p>
          {t('auth.newToJhola')}{' '}
          <Link to="/signup" className="font-semibold text-brand-800 underline">
            {t('auth.createAccount')}
          </Link>
        </p>
      }
    >
      <PhoneSignIn onSignedIn={finish} />
      <div className="my-6 flex items-center gap-3 text-sm text-stone-600">
        <span className="h-px flex-1 bg-stone-200" /> {t('auth.orWithEmail')}{' '}
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('auth.emailFormLabel')}>
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        {unverified ? <ResendVerification email={email.trim()} /> : null}
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-brand-800 underline">
            {t('auth.forgotPassword')}
          </Link>
        </div>
        <Button
          type="submit"
          className="w-full"
          disabled={!email.trim() || !password}
          busy={mutation.isPending}
          busyLabel={t('auth.loggingIn')}
        >
          {t('auth.logIn')}
        </Button>
      </form>
      <GoogleSignIn onSignedIn={finish} />
    </AuthCard>
  );
}
