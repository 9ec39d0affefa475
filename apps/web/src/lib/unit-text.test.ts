import { useLanguageStore } from '@jhola/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { loadHindiInTests } from '../test/languages';
import { unitText } from './unit-text';

describe('unitText', () => {
  afterEach(async () => useLanguageStore.getState().setLanguage('en'));

  it('says pack, dozen and bunch in Hindi and keeps metric symbols and unknown units as stored', async () => {
    expect(unitText('pack')).toBe('pack');
    loadHindiInTests();
    await useLanguageStore.getState().setLanguage('hi');
    expect(unitText('pack')).toBe('पैक');
    expect(unitText('dozen')).toBe('दर्जन');
    expect(unitText('kg')).toBe('kg');
    expect(unitText('bunch')).toBe('गड्डी');
    expect(unitText('tray')).toBe('tray');
  });
});
