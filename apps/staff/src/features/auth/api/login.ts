import type { LoginRequest, LoginResponse } from '@jhola/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /auth/login: a 401 here means wrong credentials, shown on the form. */
export const login = (body: LoginRequest) =>
  apiRequest<LoginResponse>('/auth/login', { method: 'POST', body, handleUnauthorized: false });

export const useLogin = () => useMutation({ mutationFn: login });
