import { emailOnlyRequestSchema } from '@jhola/domain';
import { TextField } from '@jhola/ui';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard, BackToLogin, FormMessage } from './auth-card';

/** PRODUCT.md §2 Forgot password: an e-mail field and Send Reset Link. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const mutation = useForgotPassword();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailOnlyRequestSchema.safeParse({ email });
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) mutation.mutate(parsed.data.email);
  };

  const failure =
    mutation.error instanceof ApiError
      ? (mutation.error.serverMessage ??
        (mutation.error.status === 429 ? mutation.error.message : 'Failed to send reset link'))
      : mutation.error
        ? 'Failed to send reset link'
        : null;

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to set a new one."
      footer={<BackToLogin />}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {mutation.isSuccess ? (
          <FormMessage kind="success">
            ✅ Reset link sent to your email
            <span className="mt-1 block text-stone-700">
              The link works for one hour. Check your spam folder if it is not there.
            </span>
          </FormMessage>
        ) : null}
        {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError}
        />
        <Button type="submit" className="w-full" busy={mutation.isPending} busyLabel="Sending...">
          Send Reset Link
        </Button>
      </form>
    </AuthCard>
  );
}
