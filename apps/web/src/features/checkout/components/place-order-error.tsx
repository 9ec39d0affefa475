import { ApiError } from '../../../lib/api-error';

/** §8 Checkout: the server's own words for a refusal (out of stock, shop closed), else the generic text. */
export function PlaceOrderError({ error }: { error: unknown }) {
  const refusal = error instanceof ApiError && (error.status === 409 || error.status === 422);
  const fieldMessages =
    error instanceof ApiError ? [...new Set((error.errors ?? []).map((e) => e.message))] : [];
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900">
      <p className="font-semibold">
        {refusal ? (error as ApiError).message : 'Failed to place order. Please try again.'}
      </p>
      {!refusal && error instanceof ApiError ? <p className="text-sm">{error.message}</p> : null}
      {fieldMessages.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 text-sm">
          {fieldMessages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
