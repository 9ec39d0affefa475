import { apiRequest } from '../../../lib/api';

/**
 * POST /auth/logout with a token that is never stored: a customer who signed in here is not left a live
 * session. Through the app's one transport (its address, time-out and language); a failure is ignored.
 */
export const endSession = (token: string) =>
  apiRequest('/auth/logout', { method: 'POST', token, handleUnauthorized: false }).catch(() => {});
