/** Issue 19: the languages Jhola speaks; the account saves one, English unless the person chose Hindi. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_MESSAGES = {
  invalid: 'Choose English (en) or Hindi (hi)',
  saved: 'Language saved',
} as const;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The language of an `Accept-Language` header: Hindi when Hindi (`hi`, `hi-IN`) is the first language
 * the header names, English otherwise (and when there is no header).
 */
export function languageFromHeader(header: string | string[] | undefined | null): Language {
  const value = Array.isArray(header) ? header[0] : header;
  const first = value?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return first === 'hi' || first.startsWith('hi-') ? 'hi' : 'en';
}
