import type { OtpRequest, OtpVerifyReply, OtpVerifyRequest } from '@jhola/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /auth/otp/request {phone}: a sign-in code by SMS (issue 46: shop owners sign in this way). */
export const requestCode = (body: OtpRequest) =>
  apiRequest<unknown>('/auth/otp/request', { method: 'POST', body, handleUnauthorized: false });

/** POST /auth/otp/verify {phone, code}: the session, or needsName for a number with no account. */
export const verifyCode = (body: OtpVerifyRequest) =>
  apiRequest<OtpVerifyReply>('/auth/otp/verify', { method: 'POST', body, handleUnauthorized: false });

export const useRequestCode = () => useMutation({ mutationFn: requestCode });
export const useVerifyCode = () => useMutation({ mutationFn: verifyCode });
