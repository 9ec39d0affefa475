import type { Language } from '@jhola/ui';
import { apiRequest } from '../../../lib/api';

/** PATCH /api/me: the language chosen here, kept on the account so every phone of this person opens in it. */
export const saveLanguage = (language: Language) =>
  apiRequest<unknown>('/me', { method: 'PATCH', body: { language } });
