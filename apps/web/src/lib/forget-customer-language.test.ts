import { useLanguageStore } from '@jhola/ui';
import { waitFor } from '@testing-library/react';
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

/** English is back on screen (switching language loads its catalogue first, so it is not at once). */
async function waitForEnglish() {
  await waitFor(() => expect(useLanguageStore.getState().language).toBe('en'));
}
