import {
  type AdminNotice,
  type CreateNoticeRequest,
  NOTICE_DISPLAY_TYPES,
  NOTICE_MESSAGES,
  NOTICE_PRIORITIES,
  NOTICE_TYPES,
  type Notice,
} from '@jhola/domain';
import type { NewNoticeRow, NoticeRow } from './repository.js';

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  values.find((v) => v === value) ?? fallback;

/** The notice as the app reads it; a stored value outside the contract falls back to the default. */
export function toNotice(row: NoticeRow): Notice {
  return {
    _id: row.id,
    title: row.title,
    message: row.message,
    type: oneOf(NOTICE_TYPES, row.type, 'info'),
    priority: oneOf(NOTICE_PRIORITIES, row.priority, 'normal'),
    displayType: oneOf(NOTICE_DISPLAY_TYPES, row.displayType, 'one-time'),
    isActive: row.isActive,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminNotice(row: NoticeRow): AdminNotice {
  return { ...toNotice(row), viewCount: row.viewCount, updatedAt: row.updatedAt.toISOString() };
}

/** The row a new notice is stored as (the admin API and the command line both write this way). */
export function newNoticeRow(input: CreateNoticeRequest, createdBy: string | null, now: Date): NewNoticeRow {
  return {
    title: input.title,
    message: input.message,
    type: input.type,
    priority: input.priority,
    displayType: input.displayType,
    isActive: input.isActive,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    createdBy,
    createdAt: now,
    updatedAt: now,
  };
}

/** A schedule whose end is not after its start can never show; the field error names the end. */
export function scheduleError(startsAt: Date | null | undefined, endsAt: Date | null | undefined) {
  return startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()
    ? { field: 'endsAt', message: NOTICE_MESSAGES.endBeforeStart }
    : null;
}
