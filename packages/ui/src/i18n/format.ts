import { useLanguageStore } from './language-store';
import { INTL_LOCALES, type Language } from './languages';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${language}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[language], options);
    cache.set(key, format);
  }
  return format;
}

function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${language}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], { timeZone: 'Asia/Kolkata', ...options });
    cache.set(key, format);
  }
  return format;
}

const MONEY: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR', minimumFractionDigits: 2 };
/** Whole rupees without ".00" (a saving on a badge: "₹22 OFF"); with paise, both digits ("₹22.50"). */
const SHORT_MONEY: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
};

/** Formatters for one language (en-IN or hi-IN): money, numbers, dates and times in India's time. */
export function formattersFor(language: Language) {
  return {
    money: (rupees: number) => numberFormat(language, MONEY).format(Number.isFinite(rupees) ? rupees : 0),
    shortMoney: (rupees: number) =>
      Number.isInteger(rupees)
        ? numberFormat(language, SHORT_MONEY).format(rupees)
        : numberFormat(language, MONEY).format(Number.isFinite(rupees) ? rupees : 0),
    number: (value: number, options: Intl.NumberFormatOptions = {}) =>
      numberFormat(language, options).format(value),
    date: (when: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      dateFormat(language, options).format(new Date(when)),
    time: (when: Date | string | number) =>
      dateFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(when)),
    dateTime: (when: Date | string | number) =>
      dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(when)),
  };
}
export type Formatters = ReturnType<typeof formattersFor>;

/** The formatters of the language on screen; the component re-renders when it changes. */
export function useFormat(): Formatters {
  return formattersFor(useLanguageStore((s) => s.language));
}

/** The formatters of the language on screen, for code outside React. */
export const currentFormat = (): Formatters => formattersFor(useLanguageStore.getState().language);
