import { type CartItem, orderSummary } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { AskShopper } from '../../../components/ask-shopper/ask-shopper';
import { useCartQuote } from '../../../components/fees/cart-quote';
import { FeeSummary, quotedTotal } from '../../../components/fees/fee-summary';
import { MINIMUM_NOTE_ID, MinimumOrderNote } from '../../../components/fees/minimum-order-note';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/states';
import { removeCustomItem, setCustomItemQuantity as setCustomQuantity } from '../../../lib/cart-custom-items';
import { useCartCustomItems, useCartItems, useCartStore, useSelectedShop } from '../../../lib/cart-store';
import { usePlaceStore } from '../../../lib/place-store';
import { useCartT } from '../i18n';
import { CartItemRow } from './cart-item-row';
import { CustomItemRow } from './custom-item-row';

/** Marks where the shop's link sits in the translated "From {shop}" (word order differs by language). */
const LINK = '\u2063';

/**
 * `notice`: what the route puts above the items (the closed-shop notice of the shops feature);
 * `itemExtra`: what it puts under each item (the replacement choice of the replacements feature).
 */
export function CartPage({
  notice,
  itemExtra,
}: {
  notice?: ReactNode;
  itemExtra?: (item: CartItem) => ReactNode;
}) {
  const items = useCartItems();
  const customItems = useCartCustomItems();
  const shop = useSelectedShop();
  const navigate = useNavigate();
  const updateQuantity = useCartStore((s) => s.updateQuantity);
  const removeItem = useCartStore((s) => s.removeItem);
  const clear = useCartStore((s) => s.clear);
  const t = useCartT();
  const f = useFormat();
  // Issue 45: every fee the order will charge, priced by the server for the chosen place.
  const place = usePlaceStore((s) => s.place);
  const quote = useCartQuote({ shopId: shop?._id, items, place });

  if (items.length === 0 && customItems.length === 0) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="mb-4 text-2xl font-bold">{t('cart.title')}</h1>
        <EmptyState title={t('cart.empty')}>
          <Link
            to="/"
            className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t('cart.startShopping')}
          </Link>
        </EmptyState>
      </section>
    );
  }

  const summary = orderSummary(items, shop);
  const [fromBefore, fromAfter] = t('cart.from', { shop: LINK }).split(LINK);
  return (
    <section className="mx-auto max-w-5xl px-4 pt-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('cart.title')}</h1>
        <Button variant="ghost" onClick={clear}>
          {t('cart.clear')}
        </Button>
      </div>
      {shop ? (
        <p className="mt-1 text-stone-700">
          {fromBefore}
          <Link to={`/shop/${shop._id}`} className="font-semibold text-brand-800 underline">
            {shop.name}
          </Link>
          {fromAfter}
        </p>
      ) : null}
      {notice}
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ul className="space-y-3" aria-label={t('cart.itemsLabel')}>
          {items.map((item) => (
            <CartItemRow
              key={item._id}
              item={item}
              onQuantity={(quantity) => updateQuantity(item._id, quantity)}
              onRemove={() => removeItem(item._id)}
              extra={itemExtra?.(item)}
            />
          ))}
          {customItems.map((item) => (
            <CustomItemRow
              key={item.id}
              item={item}
              onQuantity={(quantity) => setCustomQuantity(item.id, quantity)}
              onRemove={() => removeCustomItem(item.id)}
            />
          ))}
          {shop ? (
            <li className="list-none">
              <AskShopper shop={shop} />
            </li>
          ) : null}
        </ul>
        <div className="lg:sticky lg:top-20 lg:self-start">
          <FeeSummary quote={quote} fallback={summary} unpricedCount={customItems.length} />
        </div>
      </div>
      {/* Issue 47: the total and the way on stay at the bottom of the screen however long the cart is. A
          visitor is asked to sign in there (decision 0057); the cart stays as it is. */}
      <div className="sticky bottom-0 z-20 -mx-4 mt-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur lg:mx-auto lg:max-w-md lg:rounded-t-xl lg:border-x">
        <MinimumOrderNote quote={quote.data} />
        <p className="leading-tight">
          <span className="block text-xs text-stone-600">{t('cart.totalLabel')}</span>
          <span className="text-lg font-bold" data-testid="cart-total">
            {f.money(quotedTotal(quote, summary))}
          </span>
        </p>
        <Button
          className="min-w-0 flex-1"
          disabled={quote.data?.shortBy !== undefined}
          aria-describedby={quote.data?.shortBy !== undefined ? MINIMUM_NOTE_ID : undefined}
          onClick={() => navigate('/final-checkout')}
        >
          {t('cart.proceed')}
        </Button>
      </div>
    </section>
  );
}
