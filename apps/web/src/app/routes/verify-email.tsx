import { VerifyEmailView } from '../../features/auth/components/verify-email-view';

export function Component() {
  return <VerifyEmailView />;
}
