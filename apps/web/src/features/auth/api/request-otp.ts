import type { OtpRequest } from '@jhola/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/otp/request: a 6-digit code by SMS (202, the same answer for any valid number). */
export const requestOtp = (body: OtpRequest) =>
  apiRequest<null>('/auth/otp/request', { method: 'POST', body, handleUnauthorized: false });

export const useRequestOtp = () => useMutation({ mutationFn: requestOtp });
