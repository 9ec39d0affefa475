import {
  type AdminNotice,
  type CreateNoticeRequest,
  compareNotices,
  type Notice,
  type UpdateNoticeRequest,
} from '@jhola/domain';
import type { AppContext, AuthContext } from '../../context.js';
import { notFound, validationError } from '../../http/errors.js';
import type { NoticeFeed } from './notice-feed.js';
import { newNoticeRow, scheduleError, toAdminNotice, toNotice } from './notice-mapper.js';
import { NoticeRepository, type NoticeRow } from './repository.js';

const LIVE_LIMIT = 50;
const ADMIN_LIST_LIMIT = 200;
const NOTICE_NOT_FOUND = 'Notice not found';

/** A PATCH field: absent keeps the stored time, null clears it. */
const changedTime = (value: string | null | undefined, stored: Date | null): Date | null =>
  value === undefined ? stored : value === null ? null : new Date(value);

function checkSchedule(startsAt: Date | null, endsAt: Date | null): void {
  const error = scheduleError(startsAt, endsAt);
  if (error) throw validationError([error]);
}

/** Notices: what apps show, views, and the admin's changes (each pushed live through the feed). */
export class NoticeService {
  constructor(
    private readonly ctx: AppContext,
    private readonly feed: NoticeFeed,
  ) {}

  /** Live notices, urgent before high before the rest, newest first. */
  async listActive(): Promise<Notice[]> {
    const rows = await new NoticeRepository(this.ctx.db).listLive(this.ctx.now(), LIVE_LIMIT);
    return rows.map(toNotice).sort(compareNotices);
  }

  /** Counts a view once per signed-in customer; anyone else is answered without counting. */
  async recordView(noticeId: string, viewer: AuthContext | null): Promise<{ counted: boolean }> {
    const repository = new NoticeRepository(this.ctx.db);
    if (!(await repository.findById(noticeId))) throw notFound(NOTICE_NOT_FOUND);
    if (viewer?.role !== 'customer') return { counted: false };
    const counted = await this.ctx.db.transaction((tx) =>
      new NoticeRepository(tx).recordView(noticeId, viewer.userId, this.ctx.now()),
    );
    return { counted };
  }

  async listAll(): Promise<AdminNotice[]> {
    const rows = await new NoticeRepository(this.ctx.db).listAll(ADMIN_LIST_LIMIT);
    return rows.map(toAdminNotice);
  }

  async create(input: CreateNoticeRequest, adminId: string | null): Promise<AdminNotice> {
    const values = newNoticeRow(input, adminId, this.ctx.now());
    checkSchedule(values.startsAt ?? null, values.endsAt ?? null);
    const row = await new NoticeRepository(this.ctx.db).insert(values);
    await this.feed.refresh();
    return toAdminNotice(row);
  }

  async update(id: string, patch: UpdateNoticeRequest): Promise<AdminNotice> {
    const row = await this.ctx.db.transaction(async (tx) => {
      const repository = new NoticeRepository(tx);
      const current = await repository.findForUpdate(id);
      if (!current) throw notFound(NOTICE_NOT_FOUND);
      const startsAt = changedTime(patch.startsAt, current.startsAt);
      const endsAt = changedTime(patch.endsAt, current.endsAt);
      checkSchedule(startsAt, endsAt);
      return (await repository.update(id, {
        ...patch,
        startsAt,
        endsAt,
        updatedAt: nextVersion(current, this.ctx.now()),
      })) as NoticeRow;
    });
    await this.feed.refresh();
    return toAdminNotice(row);
  }

  async remove(id: string): Promise<void> {
    if (!(await new NoticeRepository(this.ctx.db).delete(id))) throw notFound(NOTICE_NOT_FOUND);
    await this.feed.refresh();
  }
}

/** The feed tells versions apart by updatedAt, so a change always moves it forward. */
function nextVersion(current: NoticeRow, now: Date): Date {
  return now.getTime() > current.updatedAt.getTime() ? now : new Date(current.updatedAt.getTime() + 1);
}
