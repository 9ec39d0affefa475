import { Button } from '../../../components/ui/button';
import { useResendVerification } from '../api/resend-verification';
import { useAuthT } from '../i18n';
import { FormMessage } from './auth-card';

/** Offered when a login is refused as unverified: mails a fresh verification link. */
export function ResendVerification({ email }: { email: string }) {
  const resend = useResendVerification();
  const t = useAuthT();
  if (resend.isSuccess) {
    return <FormMessage kind="success">{t('auth.resendDone')}</FormMessage>;
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Button
        variant="secondary"
        busy={resend.isPending}
        busyLabel={t('auth.sending')}
        onClick={() => resend.mutate(email)}
      >
        {t('auth.resendVerificationEmail')}
      </Button>
      {resend.isError ? (
        <span role="alert" className="text-red-700">
          {resend.error.message}
        </span>
      ) : null}
    </div>
  );
}
