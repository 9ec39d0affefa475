import { describe, expect, it } from 'vitest';
import * as domain from '../index.js';
import type { Order } from '../orders/order.js';
import english from './en.json' with { type: 'json' };
import hindi from './hi.json' with { type: 'json' };

const en: Record<string, string> = english;
const hi: Record<string, string> = hindi;

/** The top-level placeholder names of an ICU text ("{name}", "{n, plural, …}"), sorted. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '}') depth--;
    if (text[i] !== '{') continue;
    // Only top-level braces: a branch of a plural or select ("{AM}") is words, not a placeholder.
    const name = depth === 0 ? /^\{\s*(\w+)\s*[,}]/.exec(text.slice(i)) : null;
    if (name) names.add(name[1] as string);
    depth++;
  }
  return [...names].sort();
}

/** Every string inside an exported value (objects and arrays, one level of nesting is enough). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Exports that hold words a person reads (the others are ids, codes, numbers and schemas). */
const SHOWN = /(_MESSAGES|_LABELS|_NOTES|_NOTE_TEXTS|_DIALOG|_TEXT|_MESSAGE|^INDIAN_STATES)$/;
const NOT_SHOWN = new Set(['ERROR_STATUS', 'DEADLINE_NOTES']);

describe('the domain catalogues', () => {
  it('English maps every text to itself', () => {
    for (const [key, value] of Object.entries(en)) expect(value).toBe(key);
  });

  it('Hindi has exactly the English keys, each with the same placeholders and a translation', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(hi)) {
      expect(placeholders(value), key).toEqual(placeholders(key));
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('holds every English text the domain exports', () => {
    const missing: string[] = [];
    for (const [name, value] of Object.entries(domain)) {
      if (!SHOWN.test(name) || NOT_SHOWN.has(name)) continue;
      for (const text of stringsOf(value)) if (!(text in en)) missing.push(`${name}: ${text}`);
    }
    for (const status of domain.ORDER_STATUSES) {
      const label = domain.statusLabel(status);
      if (!(label in en)) missing.push(`statusLabel: ${label}`);
    }
    expect(missing).toEqual([]);
  });

  it('holds every text the templated functions ask their translator for', () => {
    const asked = new Set<string>();
    const t: domain.Translate = (text, values) => {
      asked.add(text);
      return domain.englishText(text, values);
    };
    const order = {
      _id: 'o1',
      orderNumber: 'ORD-7',
      shopId: { _id: 's1', name: 'Apna Bazaar' },
      personalShopperId: { _id: 'p1', name: 'Ravi Kumar' },
      deliveryOTP: '4821',
      cancellationReason: 'Shop closed',
    } as unknown as Order;
    for (const status of [...domain.ORDER_STATUSES, 'mystery'])
      domain.orderStatusMessage(status, { shopperName: null, reason: 'x' }, t);
    domain.orderStatusMessage('cancelled', {}, t);
    for (const action of domain.ORDER_ACTIONS) {
      domain.customerPushMessage({ order, action, actor: { role: 'shopper' } }, t);
      domain.shopperPushMessage({ order, action, actor: { role: 'customer' } }, t);
    }
    domain.customerPushMessage(
      { order: { ...order, deliveryOTP: null }, action: 'out_for_delivery', actor: { role: 'shopper' } },
      t,
    );
    domain.shopperPushMessage({ order, action: 'created', actor: { role: 'customer' } }, t);
    for (const who of ['admin', 'customer', 'shopper', ''])
      for (const note of ['', 'Out of milk']) {
        const timeline = [{ status: 'cancelled', note, updatedBy: { role: who } }];
        domain.cancelledReasonText({ timeline }, t);
        domain.cancelledReasonText({ cancelledBy: who, timeline }, t);
      }
    domain.cancelledReasonText({ reason: 'Closed' }, t);
    domain.cancelledPaymentText({ paymentMethod: 'upi', paymentStatus: 'paid' }, t);
    domain.cancelledPaymentText({ paymentMethod: 'cash' }, t);
    for (const minutes of [0, 1, 5, 60, 61, 125]) domain.formatWaitingTime(minutes, t);
    for (const note of Object.values(domain.DEADLINE_NOTES)) note(10, t);
    domain.passwordStrength('aA1!aaaa', t);
    domain.passwordStrength('', t);
    domain.outsideDeliveryAreaMessage('Fresh Mart', 12.4, 5, t);
    domain.coordinatesNotFoundMessage({ city: 'Pune', state: 'Maharashtra' }, t);
    domain.messageForStatus(418, undefined, t);
    domain.messageForStatus(404, undefined, t);
    domain.trackerSteps({ status: 'cancelled', createdAt: '2026-01-01T00:00:00Z', timeline: [] }, t);
    domain.trackerSteps(
      { status: 'shopper_revised_order', createdAt: '2026-01-01T00:00:00Z', timeline: [] },
      t,
    );
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
    const hoursOf = (open: string, close: string, closedDay?: string) =>
      Object.fromEntries(
        days.map((d) => [d, d === closedDay ? { open, close, closed: true } : { open, close }]),
      );
    for (let hour = 0; hour < 24; hour += 3) {
      const now = new Date(Date.UTC(2026, 0, 5, hour - 5, 30));
      domain.shopOpenStatus(hoursOf('09:00', '18:00') as never, now, t);
      domain.shopOpenStatus(hoursOf('00:00', '23:59') as never, now, t);
      domain.shopOpenStatus(hoursOf('18:00', '02:00') as never, now, t);
      domain.shopOpenStatus(hoursOf('09:00', '18:00', 'monday') as never, now, t);
      domain.shopOpenStatus({ monday: { open: '09:00', close: '10:00' } } as never, now, t);
    }
    domain.shopOpenStatus(null, new Date(), t);
    domain.shopStatusNow({ operatingHours: null, closedOn: '2000-01-01' }, new Date(), t);
    for (const day of days) asked.add(day.charAt(0).toUpperCase() + day.slice(1));
    expect([...asked].filter((text) => !(text in en))).toEqual([]);
  });

  it('fills English templates exactly as the domain always wrote them', () => {
    expect(domain.formatWaitingTime(65)).toBe('About 1 hour 5 minutes');
    expect(domain.formatWaitingTime(120)).toBe('About 2 hours');
    expect(domain.minutesLabel(0.5)).toBe('0.5 minutes');
    expect(domain.minutesLabel(1)).toBe('1 minute');
    expect(
      domain.englishText('{n, plural, =0 {none} one {# item} other {# items}} for {who}', { n: 0, who: 'A' }),
    ).toBe('none for A');
  });
});
