import type { OtpVerifyReply, OtpVerifyRequest } from '@jhola/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/otp/verify: the login's { token, user }, or { needsName } for a number new to Jhola. */
export const verifyOtp = (body: OtpVerifyRequest) =>
  apiRequest<OtpVerifyReply>('/auth/otp/verify', { method: 'POST', body, handleUnauthorized: false });

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
