import { z } from 'zod';

/** `page` and `limit` of a staff list query (strings in the URL, numbers once parsed). */
export const pageQueryFields = (defaultLimit: number, maxLimit = 100) => ({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
});

/** `page`, `limit` and `total` beside a staff list. */
export const pageReplyFields = {
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
};
