import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/resend-verification: a fresh link (the answer is the same for any address). */
export const resendVerification = (email: string) =>
  apiRequest<null>('/auth/resend-verification', { method: 'POST', body: { email } });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
