import type { SignupRequest } from '@jhola/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/signup with role customer (PRODUCT.md §6). */
export const signup = (body: Omit<SignupRequest, 'role'>) =>
  apiRequest<{ email: string }>('/auth/signup', {
    method: 'POST',
    body: { ...body, role: 'customer' },
    handleUnauthorized: false,
  });

export const useSignup = () => useMutation({ mutationFn: signup });
