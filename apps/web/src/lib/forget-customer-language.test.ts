import { useLanguageStore } from '@jhola/ui';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadHindiInTests, resetLanguage } from '../test/languages';
import { forgetCustomerData } from './forget-customer';

beforeAll(loadHindiInTests);
beforeEach(resetLanguage);

describe('Logout and the language', () => {
  it('keeps the language chosen on this browser (the device’s, not the customer’s)', async () => {
    await useLanguageStore.getState().setLanguage('hi');
    forgetCustomerData();
    await Promise.resolve();
    expect(useLanguageStore.getState().language).toBe('hi');
    expect(localStorage.getItem('jhola.language')).toBe('hi');
  });

  it('drops a language that only came from the account', async () => {
    await useLanguageStore.getState().setLanguage('hi', { fromAccount: true });
    forgetCustomerData();
    await waitForEnglish();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('jhola.language')).toBeNull();
  });
});

async function waitForEnglish() {
  for (let i = 0; i < 20 && useLanguageStore.getState().language !== 'en'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(useLanguageStore.getState().language).toBe('en');
}
