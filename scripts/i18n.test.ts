import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_SOURCES, catalogueDirs, placeholders, REPO, readCatalogue } from './i18n/catalogues.mjs';
import { mismatchedValues, mismatchedValuesInSource } from './i18n/placeholder-values.mjs';
import { stringsInSource, stringsOutsideCatalogues } from './i18n/strings-outside.mjs';

/**
 * Issue 19: every string of both apps in both languages. A key missing in either language, a placeholder
 * one language lost, a key two catalogues of one app both define, or a word written straight into a
 * screen's code instead of its catalogue fails here (and so `npm test`).
 */
const DEVANAGARI = /[\u0900-\u097F]/;
const WORD = /[A-Za-z]{2,}/;
/** Words that read the same in a Hindi sentence (a brand, an abbreviation people say as is). */
const SAME_IN_HINDI = new Set([
  'Jhola',
  'OTP',
  'OK',
  'UPI',
  'PIN',
  'ID',
  'GST',
  'km',
  'ms',
  'API',
  'PWA',
  'WhatsApp',
]);
/** A message's words, without its `{placeholder}` names. */
const words = (text: string) => text.replace(/\{\w+(?:, number)?\}/g, ' ');

const relative = (dir: string) => path.relative(REPO, dir);
const allDirs = [...new Set(Object.values(APP_SOURCES).flatMap(catalogueDirs))];

describe('catalogues', () => {
  it('exist for the apps and the packages they show', () => {
    expect(allDirs.map(relative)).toEqual(
      expect.arrayContaining(['packages/ui/src/locales', 'packages/domain/src/locales']),
    );
  });

  for (const dir of allDirs) {
    describe(relative(dir), () => {
      const en: Record<string, string> = readCatalogue(dir, 'en');
      const hi: Record<string, string> = readCatalogue(dir, 'hi');

      it('has every key in both languages, and no key in one only', () => {
        expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
      });

      it('keeps every placeholder in Hindi, and every message is valid ICU', () => {
        const lost = Object.keys(en)
          .filter((key) => key in hi)
          .filter((key) => placeholders(en[key]!).join() !== placeholders(hi[key]!).join());
        expect(lost).toEqual([]);
      });

      it("writes counts for the language: a plural's # or {count, number}, never a bare {count} (issue 47)", () => {
        // A bare {count} is the number's digits as they are ("5482 products"); # and `number` are en-IN or
        // hi-IN ("5,482").
        const bare = [...Object.entries(en), ...Object.entries(hi)].filter(([, text]) =>
          text.includes('{count}'),
        );
        expect(bare.map(([key]) => key)).toEqual([]);
      });

      it('is written in Hindi where the English has words', () => {
        const english = Object.entries(hi).filter(([key, text]) => {
          const source = words(en[key] ?? '');
          if (!WORD.test(source) || DEVANAGARI.test(text)) return false;
          return !source.split(/[^A-Za-z]+/).every((word) => !word || SAME_IN_HINDI.has(word));
        });
        expect(english.map(([key]) => key)).toEqual([]);
      });
    });
  }

  for (const [app, sources] of Object.entries(APP_SOURCES)) {
    it(`${app}: no key is defined by two catalogues`, () => {
      const seen = new Map<string, string>();
      const twice: string[] = [];
      for (const dir of catalogueDirs(sources)) {
        for (const key of Object.keys(readCatalogue(dir, 'en'))) {
          if (seen.has(key)) twice.push(`${key} (${relative(seen.get(key)!)} and ${relative(dir)})`);
          seen.set(key, dir);
        }
      }
      expect(twice).toEqual([]);
    });
  }
});

describe('words outside the catalogues', () => {
  it('finds words written into JSX, text attributes and toasts, and lets symbols and code through', () => {
    const source = [
      "import { t } from './i18n';",
      'export const A = () => (',
      '  <div className="flex gap-2" data-testid="cart-row" aria-label="Remove item">',
      '    Your cart is empty {"or not"} {t("cart.key")} · ×',
      `    <input placeholder={\`Search $\{name}\`} alt={t("x.y")} />`,
      '  </div>',
      ');',
      "showToast('Order placed');",
      '// i18n-ignore: the brand in its own letters',
      '<b>Jhola</b>;',
    ].join('\n');
    expect(stringsInSource(source).map((found) => found.text)).toEqual([
      'Remove item',
      'Your cart is empty',
      'or not',
      'Search',
      'Order placed',
    ]);
  });

  it('finds none in the screens of either app', () => {
    const found = stringsOutsideCatalogues().map((f) => `${f.file}:${f.line} ${f.text.slice(0, 60)}`);
    expect(found).toEqual([]);
  });
});

describe('values passed to a message', () => {
  const messages = { 'x.label': 'Price per unit (₹)', 'x.each': '{price} per {unit}', 'x.plain': 'Done' };

  it('finds a label called as a template, a value missing, and lets a matching call through', () => {
    const source = [
      "t('x.label', { price: money(p), unit });",
      "t('x.each', { price });",
      "t(custom ? 'x.plain' : 'x.each', { price, unit });",
      "t('x.each', { price, unit }); t('x.plain'); t('x.each', { ...all });",
    ].join('\n');
    expect(mismatchedValuesInSource(source, messages).map((f) => `${f.line} ${f.key}`)).toEqual([
      '1 x.label',
      '2 x.each',
      '3 x.plain',
    ]);
  });

  it('agree with their messages in both apps (issue 47: a price showed as "Price per unit (₹)")', () => {
    const found = mismatchedValues().map((f) => `${f.file}:${f.line} ${f.key} [${f.passed}] vs [${f.shown}]`);
    expect(found).toEqual([]);
  });
});
