import type { InquiryHistoryResponse } from '@jhola/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { formatOrderDate } from '../lib/format-order';

/** PRODUCT.md §2 inquiry modal: the last 3 inquiries about this order, newest first, as the server recorded them. */
export function PreviousInquiries({ query }: { query: UseQueryResult<InquiryHistoryResponse> }) {
  const inquiries = query.data?.inquiries;
  return (
    <section aria-labelledby="previous-inquiries">
      <h3 id="previous-inquiries" className="font-semibold">
        Previous inquiries
      </h3>
      {inquiries ? (
        inquiries.length === 0 ? (
          <p className="text-sm text-stone-700">No previous inquiries.</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm">
            {inquiries.slice(0, 3).map((entry) => (
              <li key={entry._id}>
                {entry.method === 'call' ? 'Call' : 'WhatsApp'} · {formatOrderDate(entry.createdAt)}
              </li>
            ))}
          </ul>
        )
      ) : query.isError ? (
        <div role="alert" className="mt-1 text-sm text-red-800">
          <p>Could not load your previous inquiries.</p>
          <Button
            variant="secondary"
            className="mt-2"
            busy={query.isFetching}
            busyLabel="Loading..."
            onClick={() => void query.refetch()}
          >
            Try Again
          </Button>
        </div>
      ) : (
        <p role="status" className="text-sm text-stone-700">
          Loading previous inquiries...
        </p>
      )}
    </section>
  );
}
