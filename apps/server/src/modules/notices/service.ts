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

/** What the notice functions take: the app's context and the live feed every change refreshes. */
export type NoticesContext = Pick<AppContext, 'db' | 'now'> & { feed: Pick<NoticeFeed, 'refresh'> };

/** Live notices, urgent before high before the rest, newest first. */
async function listActive(ctx: NoticesContext): Promise<Notice[]> {
  const rows = await new NoticeRepository(ctx.db).listLive(ctx.now(), LIVE_LIMIT);
  return rows.map(toNotice).sort(compareNotices);
}

/** Counts a view once per signed-in customer; anyone else is answered without counting. */
async function recordView(
  ctx: NoticesContext,
  noticeId: string,
  viewer: AuthContext | null,
): Promise<{ counted: boolean }> {
  const repository = new NoticeRepository(ctx.db);
  if (!(await repository.findById(noticeId))) throw notFound(NOTICE_NOT_FOUND);
  if (viewer?.role !== 'customer') return { counted: false };
  const counted = await ctx.db.transaction((tx) =>
    new NoticeRepository(tx).recordView(noticeId, viewer.userId, ctx.now()),
  );
  return { counted };
}

async function listAll(ctx: NoticesContext): Promise<AdminNotice[]> {
  const rows = await new NoticeRepository(ctx.db).listAll(ADMIN_LIST_LIMIT);
  return rows.map(toAdminNotice);
}

async function create(
  ctx: NoticesContext,
  input: CreateNoticeRequest,
  adminId: string | null,
): Promise<AdminNotice> {
  const values = newNoticeRow(input, adminId, ctx.now());
  checkSchedule(values.startsAt ?? null, values.endsAt ?? null);
  const row = await new NoticeRepository(ctx.db).insert(values);
  await ctx.feed.refresh();
  return toAdminNotice(row);
}

async function update(ctx: NoticesContext, id: string, patch: UpdateNoticeRequest): Promise<AdminNotice> {
  const row = await ctx.db.transaction(async (tx) => {
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
      updatedAt: nextVersion(current, ctx.now()),
    })) as NoticeRow;
  });
  await ctx.feed.refresh();
  return toAdminNotice(row);
}

async function remove(ctx: NoticesContext, id: string): Promise<void> {
  if (!(await new NoticeRepository(ctx.db).delete(id))) throw notFound(NOTICE_NOT_FOUND);
  await ctx.feed.refresh();
}

/** Notices: what apps show, views, and the admin's changes (each pushed live through the feed). */
export const notices = { listActive, recordView, listAll, create, update, remove };

/** The feed tells versions apart by updatedAt, so a change always moves it forward. */
function nextVersion(current: NoticeRow, now: Date): Date {
  return now.getTime() > current.updatedAt.getTime() ? now : new Date(current.updatedAt.getTime() + 1);
}
