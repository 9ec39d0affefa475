import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-error';
import { InvalidShopDataError } from '../api/get-shop';

/** PRODUCT.md §8 Shop page errors: "Shop not found" with Back to Home; any other failure with Go Back and Try Again. */
export function ShopLoadError({ error, onRetry }: { error: Error; onRetry(): void }) {
  const navigate = useNavigate();
  if (error instanceof ApiError && error.status === 404) {
    return (
      <section className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Shop not found</h1>
        <p className="mt-2 text-stone-600">This shop does not exist or is no longer on Jhola.</p>
        <Link
          to="/"
          className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Back to Home
        </Link>
      </section>
    );
  }
  const detail =
    error instanceof InvalidShopDataError
      ? error.message
      : error instanceof ApiError && error.isNetworkError
        ? 'Failed to load data. Please check your connection and try again.'
        : error.message;
  return (
    <section className="px-4 py-12">
      <h1 className="sr-only">Shop</h1>
      <ErrorState
        message="Failed to load shop details"
        action={
          <>
            <Button variant="secondary" onClick={() => navigate(-1)}>
              Go Back
            </Button>
            <Button onClick={onRetry}>Try Again</Button>
          </>
        }
      />
      <p className="mt-3 text-center text-sm text-stone-600">{detail}</p>
    </section>
  );
}
