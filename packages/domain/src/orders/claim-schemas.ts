import { z } from 'zod';
import { storableString } from '../common/storable-string.js';
import {
  CLAIM_LINE_STATUSES,
  CLAIM_MESSAGES,
  CLAIM_NOTE_MAX,
  CLAIM_REASONS,
  CLAIM_STATUSES,
  REFUND_DESTINATIONS,
} from './claims.js';

// The claim's wire shapes, apart from its rules and words (claims.ts): the customer app reads only
// those, and a schema whose messages are read from CLAIM_MESSAGES is a call the bundler must keep, which
// put the schema library on the order page (the first-load guard, decisions 0051 and 0053).

export const claimLineRequestSchema = z.object({
  itemId: z.string().min(1).max(64),
  reason: z.enum(CLAIM_REASONS, { error: CLAIM_MESSAGES.reason }),
  quantity: z
    .number({ error: CLAIM_MESSAGES.quantity })
    .int(CLAIM_MESSAGES.quantity)
    .min(1, CLAIM_MESSAGES.quantity)
    .max(1000),
  note: storableString().trim().max(CLAIM_NOTE_MAX).optional().default(''),
});

export const createClaimRequestSchema = z.object({
  lines: z.array(claimLineRequestSchema).min(1, CLAIM_MESSAGES.noLines).max(200),
  /** The customer prefers Jhola credit even for an order paid online. */
  refundTo: z.enum(REFUND_DESTINATIONS).optional(),
});
export type CreateClaimInput = z.output<typeof createClaimRequestSchema>;

/** What Jhola knew about a line when it decided (the admin reads it beside the claim). */
export const claimEvidenceSchema = z.object({
  orderedQuantity: z.number().int(),
  deliveredQuantity: z.number().int(),
  unitPrice: z.number(),
  pickState: z.string().nullable(),
  pickQuantity: z.number().int().nullable(),
  replacedWith: z.string().nullable(),
  billApproved: z.boolean(),
  /** Why this line could not be approved at once (empty when nothing speaks against it). */
  flags: z.array(z.string()),
});
export type ClaimEvidence = z.infer<typeof claimEvidenceSchema>;

export const claimLineSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  reason: z.enum(CLAIM_REASONS),
  quantity: z.number().int(),
  note: z.string(),
  amount: z.number(),
  status: z.enum(CLAIM_LINE_STATUSES),
  approvedAmount: z.number(),
  decision: z.object({ reason: z.string().nullable(), at: z.string(), by: z.string() }).nullable(),
  evidence: claimEvidenceSchema.optional(),
});

export const claimSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(CLAIM_STATUSES),
  createdAt: z.string(),
  autoApproved: z.boolean(),
  lines: z.array(claimLineSchema),
  photoUrls: z.array(z.string()),
  /** Admins only: who claimed, and how many claims (approved ones among them) they have made. */
  customer: z
    .object({ id: z.string(), name: z.string(), claims: z.number().int(), approvedClaims: z.number().int() })
    .optional(),
  refund: z
    .object({
      amount: z.number(),
      destination: z.enum(REFUND_DESTINATIONS),
      status: z.enum(['pending', 'refunded']),
    })
    .nullable(),
});
export type Claim = z.infer<typeof claimSchema>;

export const decideClaimRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        itemId: z.string().min(1).max(64),
        approve: z.boolean(),
        /** Rupees; absent approves the whole amount claimed. */
        amount: z.number().positive().max(100_000).optional(),
        reason: storableString().trim().max(CLAIM_NOTE_MAX).optional(),
      }),
    )
    .min(1, CLAIM_MESSAGES.decideEveryLine)
    .max(200),
});
export type DecideClaimRequest = z.input<typeof decideClaimRequestSchema>;
