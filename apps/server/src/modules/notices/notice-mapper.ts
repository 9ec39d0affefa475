import {
  type AdminNotice,
  NOTICE_DISPLAY_TYPES,
  NOTICE_PRIORITIES,
  NOTICE_TYPES,
  type Notice,
} from '@jhola/domain';
import type { NoticeRow } from './repository.js';

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
