import { z } from 'zod';

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

export const createNoticeRequestSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(120),
  message: z.string().trim().min(1, 'Message is required').max(1000),
  type: z.enum(NOTICE_TYPES).default('info'),
  priority: z.enum(NOTICE_PRIORITIES).default('normal'),
  displayType: z.enum(NOTICE_DISPLAY_TYPES).default('one-time'),
  isActive: z.boolean().default(true),
  startsAt: z.iso.datetime().nullable().optional().default(null),
  endsAt: z.iso.datetime().nullable().optional().default(null),
});
export const updateNoticeRequestSchema = createNoticeRequestSchema.partial();

/** Priorities urgent and high are important (§9 sound alerts). */
export const isImportantPriority = (priority: string | undefined): boolean =>
  priority === 'urgent' || priority === 'high';
