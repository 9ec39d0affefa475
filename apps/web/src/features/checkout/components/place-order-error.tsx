import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { useCheckoutT } from '../i18n';

/** Marks where the link sits in a translated sentence (word order differs by language). */
const LINK = '\u2063';

/** The server's code for an address beyond the shop's delivery radius (issue 12). */
export const OUTSIDE_DELIVERY_AREA = 'OUTSIDE_DELIVERY_AREA';

/**
 * PRODUCT.md §8 Checkout: the server's own words for a refusal (out of stock, shop closed, too far), else the
 * generic text. An address outside the delivery area says what to do next.
 */
export function PlaceOrderError({ error, shopName }: { error: unknown; shopName?: string }) {
  const t = useCheckoutT();
  const apiError = error instanceof ApiError ? error : null;
  if (apiError?.code === OUTSIDE_DELIVERY_AREA) {
    const [before, after] = t('checkout.outsideAreaNext', { link: LINK }).split(LINK);
    return (
      <div
        role="alert"
        data-testid="outside-delivery-area"
        className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900"
      >
        <p className="font-semibold">
          {shopName
            ? t('checkout.shopDoesNotDeliver', { shop: shopName })
            : t('checkout.thisShopDoesNotDeliver')}
        </p>
        <p className="text-sm">{apiError.message}</p>
        <p className="mt-1 text-sm">
          {before}
          <Link to="/" className="font-semibold underline">
            {t('checkout.findShop')}
          </Link>
          {after}
        </p>
      </div>
    );
  }
  const refusal = apiError && (apiError.status === 409 || apiError.status === 422);
  const fieldMessages = apiError ? [...new Set((apiError.errors ?? []).map((e) => e.message))] : [];
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900">
      <p className="font-semibold">{refusal ? apiError.message : t('checkout.placeFailed')}</p>
      {!refusal && apiError ? <p className="text-sm">{apiError.message}</p> : null}
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
