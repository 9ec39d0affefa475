import { z } from 'zod';
import { ERROR_CODES } from './error-codes.js';

/** Every JSON answer of the API is wrapped in this envelope (server-contract "Envelope and errors"). */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** What went wrong, for programs; the status of each code is in error-codes.ts. */
  code: z.enum(ERROR_CODES).optional(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}
