import { z } from 'zod';
import { storableString } from '../common/storable-string.js';

export const NOTICE_TYPES = ['info', 'warning', 'success', 'error'] as const;
export const NOTICE_PRIORITIES = ['urgent', 'high', 'normal', 'low'] as const;
export const NOTICE_DISPLAY_TYPES = ['permanent', 'one-time'] as const;

export const noticeSchema = z.object({
  _id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTICE_TYPES),
  priority: z.enum(NOTICE_PRIORITIES),
  displayType: z.enum(NOTICE_DISPLAY_TYPES),
  isActive: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

const when = z.iso.datetime({ offset: true, error: 'Use an ISO date and time' }).nullable();
const noticeFields = {
  title: storableString().trim().min(1, 'Title is required').max(120),
  message: storableString().trim().min(1, 'Message is required').max(1000),
  type: z.enum(NOTICE_TYPES),
  priority: z.enum(NOTICE_PRIORITIES),
  displayType: z.enum(NOTICE_DISPLAY_TYPES),
  isActive: z.boolean(),
  startsAt: when,
  endsAt: when,
};

export const createNoticeRequestSchema = z.object({
  ...noticeFields,
  type: noticeFields.type.default('info'),
  priority: noticeFields.priority.default('normal'),
  displayType: noticeFields.displayType.default('one-time'),
  isActive: noticeFields.isActive.default(true),
  startsAt: when.optional().default(null),
  endsAt: when.optional().default(null),
});
export type CreateNoticeRequest = z.infer<typeof createNoticeRequestSchema>;
/** A change names only the fields it changes; nothing falls back to a default. */
export const updateNoticeRequestSchema = z.object(noticeFields).partial();
export type UpdateNoticeRequest = z.infer<typeof updateNoticeRequestSchema>;

/** What the admin API answers: the notice plus how many customers have seen it. */
export const adminNoticeSchema = noticeSchema.extend({ viewCount: z.number().int(), updatedAt: z.string() });
export type AdminNotice = z.infer<typeof adminNoticeSchema>;

export const NOTICE_MESSAGES = {
  endBeforeStart: 'The end must be after the start',
  published: 'Notice published',
  updated: 'Notice updated',
  deleted: 'Notice deleted',
} as const;

export { isImportantPriority } from './priority.js';
