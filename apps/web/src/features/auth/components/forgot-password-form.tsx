import { emailOnlyRequestSchema } from '@jhola/domain';
import { TextField } from '@jhola/ui';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { useDomainT } from '../../../lib/domain-text';
import { useForgotPassword } from '../api/forgot-password';
import { useAuthT } from '../i18n';
import { AuthCard, BackToLogin, FormMessage } from './auth-card';

/** PRODUCT.md §2 Forgot password: an e-mail field and Send Reset Link. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const mutation = useForgotPassword();
  const t = useAuthT();
  const tDomain = useDomainT();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailOnlyRequestSchema.safeParse({ email });
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) mutation.mutate(parsed.data.email);
  };

  const failure =
    mutation.error instanceof ApiError
      ? (mutation.error.serverMessage ??
        (mutation.error.status === 429 ? mutation.error.message : t('auth.resetLinkFailed')))
      : mutation.error
        ? t('auth.resetLinkFailed')
        : null;

  return (
    <AuthCard title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')} footer={<BackToLogin />}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {mutation.isSuccess ? (
          <FormMessage kind="success">
            {t('auth.resetLinkSent')}
            <span className="mt-1 block text-stone-700">{t('auth.resetLinkHelp')}</span>
          </FormMessage>
        ) : null}
        {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError && tDomain(fieldError)}
        />
        <Button type="submit" className="w-full" busy={mutation.isPending} busyLabel={t('auth.sending')}>
          {t('auth.sendResetLink')}
        </Button>
      </form>
    </AuthCard>
  );
}
