import { useFormat } from '@jhola/ui';
import type { Inquiry } from '../api/use-inquiries-live';
import { useWorkT } from '../i18n';

/** What the customer asked while this screen was open: they are waiting for a call back. */
export function InquiryList({ inquiries }: { inquiries: Inquiry[] }) {
  const t = useWorkT();
  const f = useFormat();
  if (inquiries.length === 0) return null;
  return (
    <section aria-labelledby="inquiries-title" className="rounded-xl border border-amber-600 bg-amber-50 p-4">
      <h2 id="inquiries-title" className="font-semibold text-amber-900">
        {t('staffWork.inquiriesTitle')}
      </h2>
      <ul className="mt-1 text-sm text-stone-800">
        {inquiries.map((inquiry) => (
          <li key={inquiry._id}>
            {t(inquiry.method === 'call' ? 'staffWork.inquiryByCall' : 'staffWork.inquiryByWhatsapp', {
              time: f.dateTime(inquiry.createdAt),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
