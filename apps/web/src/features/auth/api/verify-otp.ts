import type { LoginResponse, OtpVerifyRequest } from '@jhola/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/otp/verify: the login's { token, user }; a 422 on `name` asks a new number its name. */
export const verifyOtp = (body: OtpVerifyRequest) =>
  apiRequest<LoginResponse>('/auth/otp/verify', { method: 'POST', body, handleUnauthorized: false });

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
