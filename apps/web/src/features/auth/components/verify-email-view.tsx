import { AUTH_MESSAGES } from '@jhola/domain';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-error';
import { useDomainT } from '../../../lib/domain-text';
import { useVerifyEmail } from '../api/verify-email';
import { useCountdown } from '../hooks/use-countdown';
import { useAuthT } from '../i18n';
import { AuthCard, FormMessage, LoginCountdown } from './auth-card';

/** PRODUCT.md §9: 5 s after a successful verification the app goes to /login. */
const REDIRECT_SECONDS = 5;

/** PRODUCT.md §2 Verify e-mail: progress, then success with a countdown, or failure with Back to Login and Resend. */
export function VerifyEmailView() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const complete = Boolean(token && email);
  const query = useVerifyEmail(token, email, complete);
  const navigate = useNavigate();
  const t = useAuthT();
  const tDomain = useDomainT();
  const left = useCountdown(REDIRECT_SECONDS, query.isSuccess, () => navigate('/login'));

  if (complete && query.isPending) {
    return (
      <AuthCard title={t('auth.verifyingTitle')}>
        <LoadingState label={t('auth.verifying')} />
      </AuthCard>
    );
  }
  if (complete && query.isSuccess) {
    return (
      <AuthCard title={t('auth.verifiedTitle')}>
        <FormMessage kind="success">{t('auth.verifiedDone')}</FormMessage>
        <LoginCountdown left={left} />
      </AuthCard>
    );
  }
  const message = !complete
    ? tDomain(AUTH_MESSAGES.verifyLinkInvalid)
    : query.error instanceof ApiError && query.error.serverMessage
      ? query.error.serverMessage
      : t('auth.verifyFailedRetry');
  return (
    <AuthCard title={t('auth.verifyFailedTitle')}>
      <FormMessage kind="error">{message}</FormMessage>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          {t('auth.backToLogin')}
        </Link>
        <Link
          to="/signup"
          className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-4 font-semibold text-stone-800 hover:bg-stone-100"
        >
          {t('auth.resendVerification')}
        </Link>
      </div>
    </AuthCard>
  );
}
