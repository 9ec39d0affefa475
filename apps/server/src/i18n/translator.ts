import { createRequire } from 'node:module';
import {
  englishText,
  type Language,
  ORDER_STATUSES,
  statusLabel,
  type TimelineNoteParams,
  type TimelineNoteText,
  type Translate,
  type TranslateValues,
} from '@jhola/domain';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

// The domain's catalogues (the domain's and the server's words, keyed by their English text). Read
// through the package's `locales/*` export, which points at the source files: the same path from the
// tests (source) and from the compiled server (dist), with no JSON-module warning on Node 20.
const require = createRequire(import.meta.url);
const catalogues: Record<Language, Record<string, string>> = {
  en: require('@jhola/domain/locales/en.json'),
  hi: require('@jhola/domain/locales/hi.json'),
};

/** One Lingui instance per language, its messages compiled once at start. */
function instanceFor(language: Language): I18n {
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  const compiled = Object.fromEntries(
    Object.entries(catalogues[language]).map(([key, message]) => [key, compileMessage(message)]),
  ) as Messages;
  i18n.loadAndActivate({ locale: language, messages: compiled });
  return i18n;
}

const instances: Partial<Record<Language, I18n>> = {};
const translators: Partial<Record<Language, Translate>> = {};

/**
 * The translator of one language: a catalogue text in that language with its values filled in. English
 * is the text itself, filled exactly as the domain fills it, so English replies stay byte for byte as
 * before; a text the catalogue does not hold stays English.
 */
export function translatorFor(language: Language): Translate {
  const existing = translators[language];
  if (existing) return existing;
  const translate: Translate =
    language === 'en'
      ? englishText
      : (text, values) => {
          if (catalogues[language][text] === undefined) return englishText(text, values);
          instances[language] ??= instanceFor(language);
          return instances[language]._(text, values);
        };
  translators[language] = translate;
  return translate;
}

const isOrderStatus = (value: string) => (ORDER_STATUSES as readonly string[]).includes(value);

/** Template texts (simple placeholders only) as patterns, to recognise an English text built from one. */
const templates = Object.keys(catalogues.en)
  .filter((key) => key.includes('{') && !key.includes(', plural'))
  .map((key) => {
    const names: string[] = [];
    const source = key
      .split(/\{(\w+)\}/)
      .map((part, i) => {
        if (i % 2 === 1) {
          names.push(part);
          return '(.+?)';
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    return {
      key,
      names,
      pattern: new RegExp(`^${source}$`, 's'),
      literal: key.replace(/\{\w+\}/g, '').length,
    };
  })
  // The most specific first: "{field} must be at most {max} characters" before "{field} must be at most {max}".
  .sort((a, b) => b.literal - a.literal);

/**
 * The placeholders whose values are themselves the server's words (a field's name, a day, a shop's
 * state) and so are translated too; every other value (a person's, shop's or product's name, an amount)
 * stays as written even when it happens to read like a catalogue text.
 */
const WORDED_VALUES = new Set(['field', 'day', 'when', 'next', 'status', 'verb']);

/**
 * An English text the server already wrote (an error, a validation message, a success message) in
 * `language`: a catalogue text as such, or one built from a catalogue template ("Name is required",
 * "Fresh Mart delivers within 5 km…"), whose values are themselves translated when they are catalogue
 * texts (a field name). Anything else (a name, a typed note) stays as written.
 */
export function localise(text: string, language: Language): string {
  if (language === 'en') return text;
  const translate = translatorFor(language);
  if (catalogues.en[text] !== undefined) return translate(text);
  for (const { key, names, pattern } of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values: TranslateValues = {};
    names.forEach((name, i) => {
      const value = match[i + 1] ?? '';
      // An order's raw status ("bill_approved") reads as its label.
      const known = name === 'status' && isOrderStatus(value);
      values[name] = known
        ? statusLabel(value, translate)
        : WORDED_VALUES.has(name)
          ? localise(value, language)
          : value;
    });
    return translate(key, values);
  }
  return text;
}

/** A timeline note stored as a catalogue text and values, in `language` (lists of changes joined). */
export function renderNote(note: TimelineNoteText, language: Language): string {
  const translate = translatorFor(language);
  const values: TranslateValues = {};
  for (const [name, value] of Object.entries(note.params ?? ({} as TimelineNoteParams))) {
    values[name] = Array.isArray(value)
      ? value.map((part: TimelineNoteText) => renderNote(part, language)).join('; ')
      : (value as string | number);
  }
  return translate(note.key, values);
}
