import { AUTH_SERVER_MESSAGES, resetPasswordFormSchema } from '@jhola/domain';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { useDomainT } from '../../../lib/domain-text';
import { useResetPassword } from '../api/reset-password';
import { fieldMessages } from '../auth-messages';
import { useCountdown } from '../hooks/use-countdown';
import { useAuthT } from '../i18n';
import { AuthCard, BackToLogin, FormMessage } from './auth-card';
import { NewPasswordField } from './new-password-field';
import { PasswordField } from './password-field';

/** The server's answers that mean "this link no longer works": a new link is offered under them. */
const LINK_PROBLEMS = [
  AUTH_SERVER_MESSAGES.resetTokenInvalid,
  AUTH_SERVER_MESSAGES.resetTokenUsed,
  AUTH_SERVER_MESSAGES.resetTokenExpired,
];

/** PRODUCT.md §9: 3 s after a successful reset the app goes to /login. */
const REDIRECT_SECONDS = 3;

/** PRODUCT.md §2 Reset password: New Password, Confirm Password and Reset Password; token and e-mail from the link. */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useResetPassword();
  const t = useAuthT();
  const tDomain = useDomainT();
  const navigate = useNavigate();
  useCountdown(REDIRECT_SECONDS, mutation.isSuccess, () => navigate('/login'));

  if (!token || !email) {
    return (
      <AuthCard title={t('auth.resetTitle')}>
        <FormMessage kind="error">{t('auth.resetLinkIncomplete')}</FormMessage>
        <p className="mt-4 text-sm">
          <Link to="/forgot-password" className="font-semibold text-brand-800 underline">
            {t('auth.requestNewLink')}
          </Link>
        </p>
      </AuthCard>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = resetPasswordFormSchema.safeParse(values);
    setErrors(result.success ? {} : fieldMessages(result.error.issues));
    if (result.success) mutation.mutate({ token, email, newPassword: values.newPassword });
  };

  const failure = mutation.isError
    ? mutation.error instanceof ApiError && mutation.error.serverMessage
      ? mutation.error.serverMessage
      : t('auth.resetFailed')
    : null;

  return (
    <AuthCard
      title={t('auth.setNewPassword')}
      subtitle={t('auth.forEmail', { email })}
      footer={<BackToLogin />}
    >
      {mutation.isSuccess ? (
        <FormMessage kind="success">{t('auth.resetDone')}</FormMessage>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {failure ? (
            <FormMessage kind="error">
              {failure}
              {/* The server answers in the language on screen: compared in English and in it. */}
              {LINK_PROBLEMS.some((m) => failure === m || failure === tDomain(m)) ? (
                <Link to="/forgot-password" className="mt-1 block font-semibold underline">
                  {t('auth.requestNewLink')}
                </Link>
              ) : null}
            </FormMessage>
          ) : null}
          <NewPasswordField
            label={t('auth.newPassword')}
            name="newPassword"
            value={values.newPassword}
            onChange={(e) => setValues({ ...values, newPassword: e.target.value })}
            error={errors.newPassword && tDomain(errors.newPassword)}
          />
          <PasswordField
            label={t('auth.confirmPasswordTitle')}
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(e) => setValues({ ...values, confirmPassword: e.target.value })}
            error={errors.confirmPassword && tDomain(errors.confirmPassword)}
          />
          <Button type="submit" className="w-full" busy={mutation.isPending} busyLabel={t('auth.resetting')}>
            {t('auth.resetPassword')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
