import { formatTime } from '../../../lib/format';
import { type Inquiry, inquiryMethodLabel } from '../api/use-inquiries-live';

/** What the customer asked while this screen was open: they are waiting for a call back. */
export function InquiryList({ inquiries }: { inquiries: Inquiry[] }) {
  if (inquiries.length === 0) return null;
  return (
    <section aria-labelledby="inquiries-title" className="rounded-xl border border-amber-600 bg-amber-50 p-4">
      <h2 id="inquiries-title" className="font-semibold text-amber-900">
        The customer is asking about this order
      </h2>
      <ul className="mt-1 text-sm text-stone-800">
        {inquiries.map((inquiry) => (
          <li key={inquiry._id}>
            By {inquiryMethodLabel(inquiry.method)} at {formatTime(inquiry.createdAt)}
          </li>
        ))}
      </ul>
    </section>
  );
}
