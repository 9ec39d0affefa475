import { resetPasswordFormSchema } from '@jhola/domain';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { useResetPassword } from '../api/reset-password';
import { fieldMessages } from '../auth-messages';
import { useCountdown } from '../hooks/use-countdown';
import { AuthCard, BackToLogin, FormMessage } from './auth-card';
import { NewPasswordField } from './new-password-field';
import { PasswordField } from './password-field';

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
  const navigate = useNavigate();
  useCountdown(REDIRECT_SECONDS, mutation.isSuccess, () => navigate('/login'));

  if (!token || !email) {
    return (
      <AuthCard title="Reset password">
        <FormMessage kind="error">
          This reset link is incomplete. Please open the link from your email again.
        </FormMessage>
        <p className="mt-4 text-sm">
          <Link to="/forgot-password" className="font-semibold text-brand-800 underline">
            Request a new link
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
      : 'Reset failed'
    : null;

  return (
    <AuthCard title="Set a new password" subtitle={`For ${email}`} footer={<BackToLogin />}>
      {mutation.isSuccess ? (
        <FormMessage kind="success">✅ Password reset successful. Redirecting to login...</FormMessage>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {failure ? (
            <FormMessage kind="error">
              {failure}
              {failure.includes('request a new one') ? (
                <Link to="/forgot-password" className="mt-1 block font-semibold underline">
                  Request a new link
                </Link>
              ) : null}
            </FormMessage>
          ) : null}
          <NewPasswordField
            label="New Password"
            name="newPassword"
            value={values.newPassword}
            onChange={(e) => setValues({ ...values, newPassword: e.target.value })}
            error={errors.newPassword}
          />
          <PasswordField
            label="Confirm Password"
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(e) => setValues({ ...values, confirmPassword: e.target.value })}
            error={errors.confirmPassword}
          />
          <Button type="submit" className="w-full" busy={mutation.isPending} busyLabel="Resetting...">
            Reset Password
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
