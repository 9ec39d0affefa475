import type { Notice } from '@jhola/domain';
import type { ReactNode } from 'react';
import { NOTICE_TYPE_STYLES, NoticeIcon } from './notice-icon';

interface NoticeItemProps {
  notice: Notice;
  testId: string;
  /** Shape and spacing of the box (the colours come from the notice's type). */
  className: string;
  /** Shown after the text, e.g. a dismiss button. */
  children?: ReactNode;
}

/** One notice in a list: coloured by its type, with the type's icon, its title and its message. */
export function NoticeItem({ notice, testId, className, children }: NoticeItemProps) {
  return (
    <li
      data-testid={testId}
      className={`flex items-start gap-3 border ${className} ${NOTICE_TYPE_STYLES[notice.type] ?? NOTICE_TYPE_STYLES.info}`}
    >
      <NoticeIcon type={notice.type} />
      <div className="min-w-0 flex-1 break-words">
        <p className="font-semibold">{notice.title}</p>
        <p className="text-sm">{notice.message}</p>
      </div>
      {children}
    </li>
  );
}
