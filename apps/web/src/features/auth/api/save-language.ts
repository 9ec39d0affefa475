import type { Language } from '@jhola/ui';
import { apiRequest } from '../../../lib/api-client';

/**
 * PATCH /api/me with `{ language }`: the customer's language saved on the account, so another device
 * opens in it. A background save: it never signs anybody out (a stale session shows up elsewhere).
 */
export const saveLanguage = (language: Language) =>
  apiRequest<unknown>('/me', { method: 'PATCH', body: { language }, handleUnauthorized: false });
