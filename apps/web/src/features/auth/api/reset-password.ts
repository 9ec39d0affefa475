import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/reset-password with the token and e-mail of the link. */
export const resetPassword = (body: { token: string; email: string; newPassword: string }) =>
  apiRequest<null>('/auth/reset-password', { method: 'POST', body, handleUnauthorized: false });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
