import { createRequire } from 'node:module';
import type { TimelineNoteText } from '@jhola/domain';
import { describe, expect, it } from 'vitest';
import { localise, renderNote, translatorFor } from './translator.js';

const english: Record<string, string> = createRequire(import.meta.url)('@jhola/domain/locales/en.json');

describe('the server translators', () => {
  it('compiles every English text to itself through Lingui, so English replies stay byte for byte', async () => {
    // The Lingui instance of English, not the domain's filler: what a catalogue edit could break.
    const { setupI18n } = await import('@lingui/core');
    const { compileMessage } = await import('@lingui/message-utils/compileMessage');
    const i18n = setupI18n();
    const messages = Object.fromEntries(Object.keys(english).map((k) => [k, compileMessage(k)]));
    i18n.loadAndActivate({ locale: 'en', messages });
    for (const key of Object.keys(english).filter((k) => !k.includes('{')))
      expect(i18n._(key), key).toBe(key);
    expect(
      i18n._('Approved automatically after {minutes, plural, one {# minute} other {# minutes}}', {
        minutes: 1,
      }),
    ).toBe('Approved automatically after 1 minute');
  });

  it('writes Hindi with its values, and keeps a text it does not know in English', () => {
    const hi = translatorFor('hi');
    expect(hi('Order placed')).toBe('ऑर्डर हो गया');
    expect(hi('{shopper} has accepted your order.', { shopper: 'Ravi' })).toBe(
      'Ravi ने आपका ऑर्डर स्वीकार कर लिया है।',
    );
    expect(
      hi('Cancelled: no answer within {minutes, plural, one {# minute} other {# minutes}}', { minutes: 10 }),
    ).toBe('रद्द: 10 मिनट में कोई जवाब नहीं मिला');
    expect(hi('Not in any catalogue {x}', { x: 1 })).toBe('Not in any catalogue 1');
    expect(translatorFor('en')('Bill of {amount} uploaded', { amount: '₹90.00' })).toBe(
      'Bill of ₹90.00 uploaded',
    );
  });

  it('recognises English built from a template, translating field names, and leaves other text alone', () => {
    expect(localise('Name must be at most 100 characters', 'hi')).toBe(
      'नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है',
    );
    expect(localise('Price must be at most 1000', 'hi')).toBe('दाम ज़्यादा से ज़्यादा 1000 हो सकता है');
    expect(localise('Invalid email or password', 'hi')).toBe('ईमेल या पासवर्ड गलत है');
    expect(localise('Invalid email or password', 'en')).toBe('Invalid email or password');
    expect(localise('Some words a shopper typed', 'hi')).toBe('Some words a shopper typed');
    expect(localise('Fresh Mart is closed right now. It opens Tuesday at 9:00 AM.', 'hi')).toBe(
      'Fresh Mart अभी बंद है। यह मंगलवार 9:00 AM बजे खुलेगी।',
    );
    expect(localise('Fresh Mart is closed right now. It opens today at 9:00 AM.', 'hi')).toBe(
      'Fresh Mart अभी बंद है। यह आज 9:00 AM बजे खुलेगी।',
    );
    expect(localise('Cannot cancel an order whose status is bill_approved', 'hi')).toBe(
      'ऑर्डर “बिल मंज़ूर - डिलीवरी की तैयारी” स्थिति में है, इसलिए अब ऑर्डर रद्द करना संभव नहीं है',
    );
    // A shop's name stays as written, even one that reads like a catalogue text.
    expect(localise('Home delivers within 5 km. This address is 12.4 km away.', 'hi')).toBe(
      'Home 5 किमी के अंदर डिलीवरी करती है। यह पता 12.4 किमी दूर है।',
    );
  });

  it('renders a stored note, a list of changes included', () => {
    const note: TimelineNoteText = {
      key: 'Revised: {changes}',
      params: {
        changes: [
          { key: '{item} unavailable', params: { item: 'Milk' } },
          { key: '{item} {from} → {to}', params: { item: 'Bread', from: '2 pack', to: '1 pack' } },
        ],
      },
    };
    expect(renderNote(note, 'en')).toBe('Revised: Milk unavailable; Bread 2 pack → 1 pack');
    expect(renderNote(note, 'hi')).toBe('बदलाव: Milk उपलब्ध नहीं; Bread 2 pack → 1 pack');
  });
});
