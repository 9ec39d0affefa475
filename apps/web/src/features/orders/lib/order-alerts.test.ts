import type { OrderStatusEvent } from '@jhola/domain';
import { useLanguageStore } from '@jhola/ui';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useNotifications } from '../../../lib/notifications-store';
import { loadHindiInTests } from '../../../test/languages';
import { announceOrderStatus } from './order-alerts';

const shopper = { _id: 'sh1', name: 'Ravi Kumar', phone: '+91 9000000001' };
const latest = () => useNotifications.getState().items[0];

/**
 * The server words an event's `message` in the account's saved language; the customer may have switched
 * this device to another. The notice is written in the page's language, title and sentence alike.
 */
describe('announceOrderStatus', () => {
  beforeEach(() => {
    loadHindiInTests();
    useNotifications.setState({ items: [] });
  });
  afterEach(async () => {
    await useLanguageStore.getState().setLanguage('en');
  });

  it('writes a Hindi page’s notice in Hindi when the server sent the sentence in English', async () => {
    await useLanguageStore.getState().setLanguage('hi');
    const event: OrderStatusEvent = {
      orderId: 'o-hi',
      status: 'accepted_by_shopper',
      timestamp: '2026-11-26T10:00:00.000Z',
      message: 'Ravi has accepted your order.',
      personalShopperId: shopper,
    };
    announceOrderStatus(event);
    expect(latest()).toMatchObject({
      title: 'शॉपर तय हो गया',
      message: 'Ravi ने आपका ऑर्डर स्वीकार कर लिया है।',
    });
  });

  it('writes an English page’s notice in English when the server sent the sentence in Hindi', async () => {
    await useLanguageStore.getState().setLanguage('en');
    const event: OrderStatusEvent = {
      orderId: 'o-en',
      status: 'cancelled',
      timestamp: '2026-11-26T10:00:00.000Z',
      message: 'आपका ऑर्डर रद्द कर दिया गया: Shop closed early',
      reason: 'Shop closed early',
    };
    announceOrderStatus(event);
    expect(latest()).toMatchObject({
      title: 'Order cancelled',
      message: 'Your order was cancelled: Shop closed early',
    });
  });
});
