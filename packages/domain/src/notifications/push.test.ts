import { describe, expect, it } from 'vitest';
import type { Order } from '../orders/order.js';
import { customerPushMessage, pushSubscriptionRequestSchema, shopperPushMessage } from './push.js';

const order = {
  _id: 'o1',
  orderNumber: 'ORD-7',
  customerId: 'c1',
  shopId: { _id: 's1', name: 'Apna Bazaar', inquiryAvailableTime: 15, phone: null },
  personalShopperId: { _id: 'p1', name: 'Ravi Kumar', phone: '9898989898' },
  deliveryOTP: '4821',
  cancellationReason: null,
} as unknown as Order;

const change = (
  action: Parameters<typeof customerPushMessage>[0]['action'],
  role = 'shopper',
  reason?: string,
) => ({
  order,
  action,
  actor: { role },
  ...(reason ? { reason } : {}),
});

describe('the pushes of an order change', () => {
  it('names the moments the customer must know, each opening the right page', () => {
    expect(customerPushMessage(change('accept'))).toEqual({
      title: 'Shopper assigned',
      body: 'Ravi has accepted your order.',
      url: 'orders/o1',
      tag: 'order-o1',
    });
    expect(customerPushMessage(change('revise'))?.url).toBe('revised-order/o1');
    expect(customerPushMessage(change('upload_bill'))?.title).toBe('Bill to approve');
    expect(customerPushMessage(change('out_for_delivery'))?.body).toBe(
      'Your order ORD-7 is on its way. Your delivery code is 4821.',
    );
    expect(customerPushMessage(change('deliver'))?.title).toBe('Delivered');
    expect(customerPushMessage(change('cancel', 'admin', 'Shop closed'))?.body).toBe(
      'Your order was cancelled: Order cancelled by admin: Shop closed',
    );
    expect(customerPushMessage(change('cancel', 'shopper', 'Shop closed'))?.body).toBe(
      'Your order was cancelled: Shop closed',
    );
  });

  it('stays quiet for the steps the open app shows, and for the customer’s own cancel', () => {
    for (const action of ['created', 'arrive_at_shop', 'start_shopping', 'location', 'geocoded'] as const)
      expect(customerPushMessage(change(action))).toBeNull();
    expect(customerPushMessage(change('cancel', 'customer'))).toBeNull();
  });

  it('tells shoppers of a new order and the order’s shopper of the customer’s answer only', () => {
    expect(shopperPushMessage(change('created', 'customer'))?.to).toBe('shoppers');
    expect(shopperPushMessage(change('approve_bill', 'customer'))).toMatchObject({
      to: { userId: 'p1' },
      message: { title: 'The customer answered', url: 'orders/o1' },
    });
    expect(shopperPushMessage(change('approve_bill', 'admin'))).toBeNull();
    expect(shopperPushMessage(change('accept'))).toBeNull();
  });

  it('accepts a browser subscription and refuses anything else', () => {
    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
    expect(
      pushSubscriptionRequestSchema.safeParse({ endpoint: 'https://fcm.googleapis.com/x', keys }).success,
    ).toBe(true);
    for (const endpoint of ['ftp://x/y', 'javascript:alert(1)', 'https://', 'not a url'])
      expect(pushSubscriptionRequestSchema.safeParse({ endpoint, keys }).success, endpoint).toBe(false);
  });
});
