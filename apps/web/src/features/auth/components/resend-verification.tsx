import { Button } from '../../../components/ui/button';
import { useResendVerification } from '../api/resend-verification';
import { FormMessage } from './auth-card';

/** Offered when a login is refused as unverified: mails a fresh verification link. */
export function ResendVerification({ email }: { email: string }) {
  const resend = useResendVerification();
  if (resend.isSuccess) {
    return (
      <FormMessage kind="success">
        A new verification link is on its way. Please check your email (and spam folder).
      </FormMessage>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Button
        variant="secondary"
        busy={resend.isPending}
        busyLabel="Sending..."
        onClick={() => resend.mutate(email)}
      >
        Resend verification email
      </Button>
      {resend.isError ? (
        <span role="alert" className="text-red-700">
          {resend.error.message}
        </span>
      ) : null}
    </div>
  );
}
