import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/forgot-password. */
export const forgotPassword = (email: string) =>
  apiRequest<null>('/auth/forgot-password', { method: 'POST', body: { email } });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
