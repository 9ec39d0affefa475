import { isCustomItem, type Order, planReorder } from '@jhola/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { addCustomItemToCart } from '../../../lib/cart-custom-items';
import { useCartStore } from '../../../lib/cart-store';
import { getReorderCatalogue } from '../api/get-reorder-catalogue';
import { useOrdersT } from '../i18n';
import { reorderSummary } from '../lib/reorder-summary';

type Outcome = { lines: string[]; added: boolean } | { error: string } | null;

/**
 * Issue 13: the same items into the cart at today's prices. Never mixes shops: a cart holding another
 * shop's items is replaced only after the customer says yes. Says what is out of stock or changed.
 */
export function OrderAgainButton({ order }: { order: Order }) {
  const t = useOrdersT();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const orderAgain = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const { shop, products } = await getReorderCatalogue(order.shopId._id);
      // Items the app does not list (issue 29) have no product to look up: they are asked for again.
      const listed = order.items.flatMap((i) =>
        i.productId !== null && i.price !== null ? [{ ...i, productId: i.productId, price: i.price }] : [],
      );
      const named = order.items.filter((i) => isCustomItem(i) && i.isAvailable !== false);
      const plan = planReorder(listed, products);
      const cart = useCartStore.getState();
      const cartShopId = cart.selectedShop?._id ?? cart.items[0]?.shopId ?? cart.customShop?._id;
      const otherShop = (cart.items.length > 0 || cart.customItems.length > 0) && cartShopId !== shop._id;
      if (plan.add.length > 0 || named.length > 0) {
        if (otherShop) {
          const otherName = cart.selectedShop?.name;
          const question = otherName
            ? t('orders.again.otherShop', { otherShop: otherName, shop: shop.name })
            : t('orders.again.anotherShop', { shop: shop.name });
          if (!window.confirm(question)) {
            setOutcome({ lines: [t('orders.again.leftAsIs')], added: false });
            return;
          }
          cart.replaceWith(plan.add, shop);
        } else {
          for (const { product, quantity } of plan.add) cart.addItem(product, shop, quantity);
        }
        for (const item of named)
          addCustomItemToCart({ customName: item.name, quantity: item.quantity, notes: item.notes }, shop);
      }
      const namedLine = named.length > 0 ? [t('orders.again.named', { count: named.length })] : [];
      setOutcome({
        lines: [...reorderSummary(plan), ...namedLine],
        added: plan.add.length > 0 || named.length > 0,
      });
    } catch (error) {
      setOutcome({
        error: error instanceof Error ? error.message : t('orders.again.failed'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="w-full space-y-2">
      <Button
        variant="secondary"
        busy={busy}
        busyLabel={t('orders.again.adding')}
        onClick={() => void orderAgain()}
      >
        {t('orders.again.button')}
      </Button>
      {outcome && 'error' in outcome ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {outcome.error}
        </p>
      ) : null}
      {outcome && 'lines' in outcome ? (
        <div
          role="status"
          className="rounded-lg border border-stone-200 bg-white p-3 text-sm"
          data-testid="order-again-result"
        >
          {outcome.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          {outcome.added ? (
            <Link
              to="/cart"
              className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
            >
              {t('orders.again.goToCart')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
