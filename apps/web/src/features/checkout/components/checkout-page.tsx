import {
  checkoutAddressErrors,
  ERROR_MESSAGES,
  type GeocodeRequest,
  isId,
  orderSummary,
} from '@jhola/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { OrderSummary } from '../../../components/ui/order-summary';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-error';
import { useCartItems, useCartStore, useSelectedShop } from '../../../lib/cart-store';
import { writeLastOrder } from '../../../lib/last-order-storage';
import { useCreateOrder } from '../api/create-order';
import { useGeocode } from '../api/geocode-address';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import { useDebounced } from '../hooks/use-debounced';
import { buildOrderRequest } from '../lib/build-order-request';
import { writeCheckoutAddress } from '../lib/checkout-address-storage';
import { endCheckoutAttempt, idempotencyKeyFor } from '../lib/idempotency-key';
import { AcceptanceTimeCard } from './acceptance-time-card';
import { AddressFields } from './address-fields';
import { ContactFields } from './contact-fields';
import { GeocodeStatus } from './geocode-status';
import { PlaceOrderError } from './place-order-error';

export function CheckoutPage() {
  const items = useCartItems();
  const shop = useSelectedShop();
  const clearCart = useCartStore((s) => s.clear);
  const form = useCheckoutForm();
  const placeOrder = useCreateOrder();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);

  const { values } = form;
  const addressComplete = checkoutAddressErrors(values).length === 0;
  const geocodeInput: GeocodeRequest | null = addressComplete
    ? {
        street: values.street,
        area: values.area,
        city: values.city,
        state: values.state,
        zipCode: values.zipCode,
      }
    : null;
  const settledAddress = useDebounced(geocodeInput, 1000);
  const geocode = useGeocode(settledAddress);

  if (items.length === 0 || !shop) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="mb-4 text-2xl font-bold">Checkout</h1>
        <EmptyState title="Your cart is empty">
          <Link to="/" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
            Start Shopping
          </Link>
        </EmptyState>
      </section>
    );
  }
  if (!isId(shop._id)) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-8">
        <ErrorState message={ERROR_MESSAGES.invalidShopId} action={<Link to="/cart">Back to Cart</Link>} />
      </section>
    );
  }

  const summary = orderSummary(items, shop);
  const submit = () => {
    if (!form.valid || placeOrder.isPending) return;
    setFailure(null);
    const request = buildOrderRequest(shop._id, items, values, geocode.data);
    const idempotencyKey = idempotencyKeyFor(request);
    placeOrder.mutate(
      { request, idempotencyKey },
      {
        onSuccess: (order) => {
          endCheckoutAttempt();
          writeCheckoutAddress(values);
          writeLastOrder({
            orderId: order._id,
            orderNumber: order.orderNumber,
            total: order.total,
            placedAt: order.createdAt,
          });
          navigate(`/order-confirmation/${order._id}`, { state: { orderNumber: order.orderNumber } });
          clearCart();
        },
        onError: (error) => {
          // A definite refusal ends this attempt; a lost answer keeps the key so a retry cannot duplicate.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) endCheckoutAttempt();
          setFailure(error);
        },
      },
    );
  };

  return (
    <section className="mx-auto max-w-5xl px-4 py-6">
      <h1 className="text-2xl font-bold">Checkout</h1>
      <form
        noValidate
        className="mt-4 grid gap-6 lg:grid-cols-[1fr_22rem]"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="space-y-4">
          <section
            aria-labelledby="customer-title"
            className="rounded-xl border border-stone-200 bg-white p-4"
          >
            <h2 id="customer-title" className="text-lg font-bold">
              Customer
            </h2>
            <p className="mt-1">{form.user?.name}</p>
            <p className="text-sm break-all text-stone-700">{form.user?.email}</p>
          </section>
          <AddressFields form={form} />
          <GeocodeStatus query={geocode} address={settledAddress} />
          <ContactFields form={form} />
        </div>
        <div className="space-y-4">
          <AcceptanceTimeCard shopId={shop._id} />
          <OrderSummary summary={summary} />
          <p className="text-sm text-stone-700">
            Payment: cash on delivery. You pay {shop.name}'s shopper when your order arrives.
          </p>
          {failure ? <PlaceOrderError error={failure} /> : null}
          <Button
            type="submit"
            className="w-full"
            disabled={!form.valid}
            busy={placeOrder.isPending}
            busyLabel="Placing order..."
            aria-describedby={form.valid ? undefined : 'confirm-hint'}
          >
            Confirm Order
          </Button>
          {form.valid ? null : (
            <p id="confirm-hint" className="text-sm text-stone-700">
              Fill in the delivery address and contact details to confirm your order.
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
