import type { tAdminNotices } from '../i18n';

const LABELS = {
  info: 'staffAdminNotices.info',
  warning: 'staffAdminNotices.warning',
  success: 'staffAdminNotices.success',
  error: 'staffAdminNotices.error',
  urgent: 'staffAdminNotices.urgent',
  high: 'staffAdminNotices.high',
  normal: 'staffAdminNotices.normal',
  low: 'staffAdminNotices.low',
  permanent: 'staffAdminNotices.permanent',
  'one-time': 'staffAdminNotices.oneTime',
} as const;

/** A notice's type, priority or display value as a person reads it (English: the value itself). */
export function noticeValueLabel(value: string, t: typeof tAdminNotices): string {
  return value in LABELS ? t(LABELS[value as keyof typeof LABELS]) : value;
}
