import { successEnvelope } from '@jhola/domain';
import type { z } from 'zod';

/** Wraps data in the success envelope; routes return this and declare `envelope(schema)` as their 200. */
export const ok = <T>(data: T, message?: string) =>
  message ? { success: true as const, message, data } : { success: true as const, data };
export const envelope = <T extends z.ZodType>(schema: T) => successEnvelope(schema);
