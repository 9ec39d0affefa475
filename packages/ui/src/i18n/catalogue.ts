import type { Messages } from '@lingui/core';
import { i18n, registerEnglish } from './i18n';
import { useLanguageStore } from './language-store';

/**
 * Values a message interpolates: `{name}`, `{count, plural, ...}`.
 * @public the apps' declarations name it (their `t` functions' type), so it stays exported.
 */
export type MessageValues = Record<string, string | number>;

/**
 * A translate function whose keys are exactly those of one catalogue, so a typo fails the type check.
 * @public the apps' declarations name it (their `t` functions' type), so it stays exported.
 */
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

/**
 * Registers a feature's English catalogue (a `locales/en.json` beside it) and returns its typed
 * translate functions: `t` for code outside React, `useT` for components (re-renders on a switch).
 */
export function defineCatalogue<C extends Record<string, string>>(english: C) {
  registerEnglish(english as unknown as Messages);
  type Key = Extract<keyof C, string>;
  const t: Translate<Key> = (key, values) => i18n._(key, values);
  const useT = (): Translate<Key> => {
    // Subscribes the component to the language on screen (works with or without the provider, so a
    // component renders in a test exactly as in the app).
    useLanguageStore((s) => s.language);
    return t;
  };
  return { t, useT };
}
