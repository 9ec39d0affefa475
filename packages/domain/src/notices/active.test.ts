import { describe, expect, it } from 'vitest';
import { compareNotices, isNoticeLive } from './active.js';
import { createNoticeRequestSchema, updateNoticeRequestSchema } from './notice.js';

const now = new Date('2025-03-01T10:00:00Z');

describe('isNoticeLive', () => {
  it('shows an active notice without a schedule', () => {
    expect(isNoticeLive({ isActive: true, startsAt: null, endsAt: null }, now)).toBe(true);
  });
  it('hides a switched-off notice', () => {
    expect(isNoticeLive({ isActive: false, startsAt: null, endsAt: null }, now)).toBe(false);
  });
  it('hides a notice before its start and from its end on', () => {
    expect(isNoticeLive({ isActive: true, startsAt: '2025-03-01T10:00:01Z', endsAt: null }, now)).toBe(false);
    expect(isNoticeLive({ isActive: true, startsAt: '2025-03-01T10:00:00Z', endsAt: null }, now)).toBe(true);
    expect(isNoticeLive({ isActive: true, startsAt: null, endsAt: '2025-03-01T10:00:00Z' }, now)).toBe(false);
    expect(isNoticeLive({ isActive: true, startsAt: null, endsAt: '2025-03-01T10:00:01Z' }, now)).toBe(true);
  });
});

describe('compareNotices', () => {
  it('puts urgent before high before the rest, newest first within a rank', () => {
    const notices = [
      { id: 'low-new', priority: 'low', createdAt: '2025-03-01T09:00:00Z' },
      { id: 'normal-old', priority: 'normal', createdAt: '2025-02-01T09:00:00Z' },
      { id: 'high', priority: 'high', createdAt: '2025-01-01T09:00:00Z' },
      { id: 'urgent', priority: 'urgent', createdAt: '2024-01-01T09:00:00Z' },
      { id: 'normal-new', priority: 'normal', createdAt: '2025-03-01T09:30:00Z' },
    ] as const;
    const sorted = [...notices].sort(compareNotices).map((n) => n.id);
    expect(sorted).toEqual(['urgent', 'high', 'normal-new', 'low-new', 'normal-old']);
  });
});

describe('notice requests', () => {
  it('fills defaults when publishing but never when changing', () => {
    expect(createNoticeRequestSchema.parse({ title: 'Hi', message: 'There' })).toMatchObject({
      type: 'info',
      priority: 'normal',
      displayType: 'one-time',
      isActive: true,
      startsAt: null,
      endsAt: null,
    });
    expect(updateNoticeRequestSchema.parse({ title: 'Only this' })).toEqual({ title: 'Only this' });
  });

  it('accepts times with an Indian offset', () => {
    const parsed = createNoticeRequestSchema.parse({
      title: 'a',
      message: 'b',
      startsAt: '2025-03-01T09:00:00+05:30',
    });
    expect(parsed.startsAt).toBe('2025-03-01T09:00:00+05:30');
  });
});
