import type { LoginResponse } from '@jhola/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/google: only the Google ID token goes; the server reads e-mail and name from it. */
export const googleLogin = (credential: string) =>
  apiRequest<LoginResponse>('/auth/google', {
    method: 'POST',
    body: { credential },
    handleUnauthorized: false,
  });

export const useGoogleLogin = () => useMutation({ mutationFn: googleLogin });
