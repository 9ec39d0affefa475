import { Link } from 'react-router';

/** Pinned while the shopper's revision waits for the customer's answer. */
export function ReviewChangesCard({ orderId }: { orderId: string }) {
  return (
    <section
      aria-labelledby="review-title"
      className="rounded-2xl border-2 border-orange-300 bg-orange-50 p-4"
    >
      <h2 id="review-title" className="text-lg font-bold">
        Your shopper changed your order
      </h2>
      <p className="mt-1 text-stone-800">
        Some items were not available or changed. Nothing more is bought until you answer.
      </p>
      <Link
        to={`/revised-order/${orderId}`}
        className="mt-3 inline-flex min-h-11 items-center justify-center rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white hover:bg-orange-800"
      >
        Review changes
      </Link>
    </section>
  );
}
