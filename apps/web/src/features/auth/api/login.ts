import type { LoginRequest, LoginResponse } from '@jhola/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/login. A 401 here is "wrong credentials", not "signed out": no global 401 handling. */
export const login = (body: LoginRequest) =>
  apiRequest<LoginResponse>('/auth/login', { method: 'POST', body, handleUnauthorized: false });

export const useLogin = () => useMutation({ mutationFn: login });
