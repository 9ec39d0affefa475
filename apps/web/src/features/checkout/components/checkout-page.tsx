import {
  checkoutAddressErrors,
  DEFAULT_IF_NO_ANSWER,
  DEFAULT_RESPONSE_MINUTES,
  ERROR_MESSAGES,
  type GeocodeRequest,
  type IfNoAnswer,
  isId,
  orderSummary,
} from '@jhola/domain';
import { useDebouncedValue, useFormat } from '@jhola/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCartQuote } from '../../../components/fees/cart-quote';
import { FeeSummary, quotedTotal } from '../../../components/fees/fee-summary';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-error';
import {
  useCartCustomItems,
  useCartItems,
  useCartStore,
  useReplacementDefault,
  useSelectedShop,
} from '../../../lib/cart-store';
import { useDomainT } from '../../../lib/domain-text';
import { writeLastOrder } from '../../../lib/last-order-storage';
import { usePlaceStore } from '../../../lib/place-store';
import { useCreateOrder } from '../api/create-order';
import { useGeocode } from '../api/geocode-address';
import { useSaveAddress } from '../api/save-address';
import { useAddressChoice } from '../hooks/use-address-choice';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import { useCheckoutT } from '../i18n';
import { savedAddressBody } from '../lib/address-values';
import { buildOrderRequest, orderAddress } from '../lib/build-order-request';
import { clearCheckoutDraft, writeCheckoutAddress } from '../lib/checkout-address-storage';
import { endCheckoutAttempt, idempotencyKeyFor } from '../lib/idempotency-key';
import { AcceptanceTimeCard } from './acceptance-time-card';
import { AddressCard } from './address-card';
import { AddressFields } from './address-fields';
import type { CheckoutPageProps } from './checkout-page-props';
import { ContactFields } from './contact-fields';
import { CustomItemsNote } from './custom-items-note';
import { DeliveryTimeChoice } from './delivery-time-choice';
import { GeocodeStatus } from './geocode-status';
import { IfNoAnswerChoice } from './if-no-answer-choice';
import { PaymentChoice, type PayWith } from './payment-choice';
import { PaymentReturnNotice } from './payment-return-notice';
import { PlaceOrderError } from './place-order-error';
import { SaveAddressOption } from './save-address-option';
import { SavedAddressPicker } from './saved-address-picker';

export function CheckoutPage({
  notice,
  replacements,
  responseMinutes = DEFAULT_RESPONSE_MINUTES,
  onPlaced,
  creditChoice,
  creditBalance = 0,
}: CheckoutPageProps) {
  const t = useCheckoutT();
  const tDomain = useDomainT();
  const items = useCartItems();
  const customItems = useCartCustomItems();
  const replacementDefault = useReplacementDefault();
  const [ifNoAnswer, setIfNoAnswer] = useState<IfNoAnswer>(DEFAULT_IF_NO_ANSWER);
  const [payWith, setPayWith] = useState<PayWith>('door');
  const [useCredit, setUseCredit] = useState(false);
  // Issue 45: a delivery slot's start, or null for as soon as possible.
  const [slot, setSlot] = useState<string | null>(null);
  const shop = useSelectedShop();
  const clearCart = useCartStore((s) => s.clear);
  const form = useCheckoutForm();
  const choice = useAddressChoice(form);
  const saveAddress = useSaveAddress();
  const placeOrder = useCreateOrder();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const f = useFormat();

  const { values } = form;
  const addressComplete = checkoutAddressErrors(values).length === 0;
  // A saved address already has its coordinates: nothing to look up.
  const geocodeInput: GeocodeRequest | null =
    addressComplete && !choice.coordinates
      ? {
          street: values.street,
          area: values.area,
          city: values.city,
          state: values.state,
          zipCode: values.zipCode,
        }
      : null;
  const settledAddress = useDebouncedValue(geocodeInput, 1000);
  const geocode = useGeocode(settledAddress);
  const located = choice.coordinates
    ? { found: true, coordinates: choice.coordinates, formattedAddress: '', approximate: false }
    : geocode.data;
  // Issue 45: the fees of this address, placed by the server as the order will be.
  // Debounced as text: a value that is equal, not the same object, settles.
  const quoteAddress = useDebouncedValue(
    form.valid ? JSON.stringify(orderAddress(values, located)) : '',
    500,
  );
  const place = usePlaceStore((s) => s.place);
  const quote = useCartQuote({
    shopId: shop?._id,
    items,
    place,
    ...(quoteAddress ? { deliveryAddress: JSON.parse(quoteAddress) } : {}),
  });

  if ((items.length === 0 && customItems.length === 0) || !shop) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="mb-4 text-2xl font-bold">{t('checkout.title')}</h1>
        <EmptyState title={t('checkout.emptyCart')}>
          <Link to="/" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
            {t('checkout.startShopping')}
          </Link>
        </EmptyState>
      </section>
    );
  }
  if (!isId(shop._id)) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-8">
        <ErrorState
          message={tDomain(ERROR_MESSAGES.invalidShopId)}
          action={<Link to="/cart">{t('checkout.backToCart')}</Link>}
        />
      </section>
    );
  }

  const summary = orderSummary(items, shop);
  const submit = () => {
    if (!form.valid || placeOrder.isPending) return;
    setFailure(null);
    const request = buildOrderRequest(shop._id, items, values, located, {
      replacementDefault,
      ifNoAnswer,
      customItems,
      paymentMethod: payWith === 'online' ? 'online' : 'cash',
      useCredit,
      slot,
    });
    const idempotencyKey = idempotencyKeyFor(request);
    placeOrder.mutate(
      { request, idempotencyKey },
      {
        onSuccess: (answer) => {
          endCheckoutAttempt();
          writeCheckoutAddress(values);
          // Issue 43: paying online, the order is placed once the gateway confirms; the cart stays until then.
          if ('payment' in answer) return window.location.assign(answer.payment.checkoutUrl);
          const { order } = answer;
          clearCheckoutDraft();
          if (choice.chosen === 'new' && choice.save) {
            const coordinates = located?.found ? located.coordinates : null;
            saveAddress.mutate(
              savedAddressBody(values, choice.label, coordinates, choice.addresses.length === 0),
            );
          }
          writeLastOrder({
            orderId: order._id,
            orderNumber: order.orderNumber,
            total: order.total,
            placedAt: order.createdAt,
          });
          onPlaced?.(order);
          // Issue 31: the checkout's place in the history becomes the order, so Back from the
          // confirmation goes to the order, never to an emptied checkout.
          navigate(`/orders/${order._id}`, { replace: true });
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

  // Issue 31: a saved address that fills the form is one card; the form opens only for a new address.
  const savedAddress = choice.addresses.find((a) => a._id === choice.chosen) ?? null;
  const compact = savedAddress !== null && form.valid;
  return (
    <section className="mx-auto max-w-5xl px-4 py-4">
      <h1 className="text-2xl font-bold">{t('checkout.title')}</h1>
      {notice}
      <PaymentReturnNotice />
      <form
        noValidate
        className="mt-3 grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="min-w-0 space-y-4">
          {compact ? (
            <AddressCard
              address={savedAddress}
              addresses={choice.addresses}
              values={values}
              onChoose={choice.choose}
            />
          ) : (
            <>
              <section
                aria-labelledby="customer-title"
                className="rounded-xl border border-stone-200 bg-white p-4"
              >
                <h2 id="customer-title" className="text-lg font-bold">
                  {t('checkout.customer')}
                </h2>
                <p className="mt-1">{form.user?.name}</p>
                <p className="text-sm break-all text-stone-700">{form.user?.email}</p>
              </section>
              <SavedAddressPicker
                addresses={choice.addresses}
                chosen={choice.chosen}
                onChoose={choice.choose}
              />
              <AddressFields form={form} />
              {choice.coordinates ? null : <GeocodeStatus query={geocode} address={settledAddress} />}
              {choice.chosen === 'new' ? (
                <SaveAddressOption
                  save={choice.save}
                  onSave={choice.setSave}
                  label={choice.label}
                  onLabel={choice.setLabel}
                />
              ) : null}
              <ContactFields form={form} />
            </>
          )}
          <FeeSummary quote={quote} fallback={summary} unpricedCount={customItems.length} />
          <CustomItemsNote items={customItems} />
          {replacements}
          <DeliveryTimeChoice
            shopId={shop._id}
            place={choice.coordinates ?? (geocode.data?.found ? geocode.data.coordinates : null)}
            value={slot}
            onChange={setSlot}
          />
          <IfNoAnswerChoice minutes={responseMinutes} value={ifNoAnswer} onChange={setIfNoAnswer} />
        </div>
        <div className="min-w-0 space-y-4">
          <AcceptanceTimeCard shopId={shop._id} />
          <PaymentChoice
            value={payWith}
            onChange={setPayWith}
            total={summary.total}
            credit={useCredit ? creditBalance : 0}
            shopName={shop.name}
          />
          {creditChoice?.(useCredit, setUseCredit)}
        </div>
        {/* Issue 31: the order is placed from a bar that is always in view, with what it costs. */}
        <div aria-hidden="true" className="h-24 lg:col-span-2" />
        <div className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white px-3 pt-2 pb-3 shadow-lg">
          <div className="mx-auto max-w-xl space-y-1">
            {failure ? <PlaceOrderError error={failure} shopName={shop.name} /> : null}
            {form.valid ? null : (
              <p id="confirm-hint" className="text-sm text-stone-700">
                {t('checkout.confirmHint')}
              </p>
            )}
            <Button
              type="submit"
              className="min-h-12 w-full"
              disabled={!form.valid}
              busy={placeOrder.isPending}
              busyLabel={t('checkout.placing')}
              aria-describedby={form.valid ? undefined : 'confirm-hint'}
            >
              {t('checkout.placeOrder', { total: f.money(quotedTotal(quote, summary)) })}
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
