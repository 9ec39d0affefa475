import type { Notice } from '@jhola/domain';
import { tNotices, useNoticesT } from '../i18n';

type NoticeType = Notice['type'];

/** Each type has its own shape as well as colour, so the difference does not rest on colour alone. */
const PATHS: Record<NoticeType, string> = {
  error:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-3.3 5.3L12 10.6l3.3-3.3 1.4 1.4-3.3 3.3 3.3 3.3-1.4 1.4-3.3-3.3-3.3 3.3-1.4-1.4 3.3-3.3-3.3-3.3 1.4-1.4Z',
  warning: 'M12 2 1 21h22L12 2Zm-1 7h2v6h-2V9Zm0 8h2v2h-2v-2Z',
  success:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.1-4.2-4.2 1.4-1.4 2.8 2.8 6.1-6.1 1.4 1.4-7.5 7.5Z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1 8h2v7h-2v-7Zm0-4h2v2h-2V6Z',
};

/** Each type's name, read when shown (in the language on screen). */
export const NOTICE_TYPE_LABELS: Readonly<Record<NoticeType, string>> = {
  get error() {
    return tNotices('notices.typeError');
  },
  get warning() {
    return tNotices('notices.typeWarning');
  },
  get success() {
    return tNotices('notices.typeSuccess');
  },
  get info() {
    return tNotices('notices.typeInfo');
  },
};

export const NOTICE_TYPE_STYLES: Record<NoticeType, string> = {
  error: 'border-red-300 bg-red-50 text-red-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  success: 'border-green-300 bg-green-50 text-green-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
};

/** The PRODUCT.md §2 icon by type, with its name for screen readers. */
export function NoticeIcon({ type }: { type: NoticeType }) {
  useNoticesT();
  const known: NoticeType = type in PATHS ? type : 'info';
  return (
    <span className="mt-0.5 shrink-0" data-notice-icon={known}>
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path d={PATHS[known]} />
      </svg>
      <span className="sr-only">{NOTICE_TYPE_LABELS[known]}:</span>
    </span>
  );
}
