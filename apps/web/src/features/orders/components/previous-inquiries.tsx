import type { InquiryHistoryResponse } from '@jhola/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { useOrdersT } from '../i18n';
import { formatOrderDate } from '../lib/format-order';

/** PRODUCT.md §2 inquiry modal: the last 3 inquiries about this order, newest first, as the server recorded them. */
export function PreviousInquiries({ query }: { query: UseQueryResult<InquiryHistoryResponse> }) {
  const inquiries = query.data?.inquiries;
  const t = useOrdersT();
  return (
    <section aria-labelledby="previous-inquiries">
      <h3 id="previous-inquiries" className="font-semibold">
        {t('orders.inquiry.previous')}
      </h3>
      {inquiries ? (
        inquiries.length === 0 ? (
          <p className="text-sm text-stone-700">{t('orders.inquiry.noPrevious')}</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm">
            {inquiries.slice(0, 3).map((entry) => (
              <li key={entry._id}>
                {t('orders.inquiry.previousEntry', {
                  method: t(entry.method === 'call' ? 'orders.inquiry.call' : 'orders.inquiry.whatsapp'),
                  date: formatOrderDate(entry.createdAt),
                })}
              </li>
            ))}
          </ul>
        )
      ) : query.isError ? (
        <div role="alert" className="mt-1 text-sm text-red-800">
          <p>{t('orders.inquiry.previousFailed')}</p>
          <Button
            variant="secondary"
            className="mt-2"
            busy={query.isFetching}
            busyLabel={t('orders.inquiry.loading')}
            onClick={() => void query.refetch()}
          >
            {t('orders.tryAgain')}
          </Button>
        </div>
      ) : (
        <p role="status" className="text-sm text-stone-700">
          {t('orders.inquiry.loadingPrevious')}
        </p>
      )}
    </section>
  );
}
