import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The customer app's words as its catalogues hold them, so a journey in Hindi looks for exactly what the
 * screen must show (a change of wording in the catalogue does not break the journey; a missing Hindi
 * text does, because the screen would then show the English).
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
// The staff app's too (issue 46: a shop owner's "My shop" in Hindi); every key names its area, so none clash.
const SOURCES = ['apps/web/src', 'packages/ui/src', 'apps/staff/src'];

function catalogueFiles(dir: string, language: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : catalogueFiles(full, language);
    return full.endsWith(path.join('locales', `${language}.json`)) ? [full] : [];
  });
}

function load(language: 'en' | 'hi'): Record<string, string> {
  return Object.assign(
    {},
    ...SOURCES.flatMap((source) => catalogueFiles(path.join(ROOT, source), language)).map((file) =>
      JSON.parse(readFileSync(file, 'utf8')),
    ),
  );
}

const hindi = load('hi');

/** The Hindi of `key` with its plain `{placeholders}` filled in (ICU '' read as '). */
export function hi(key: string, values: Record<string, string | number> = {}): string {
  const text = hindi[key];
  if (text === undefined) throw new Error(`No Hindi for ${key}`);
  return text.replace(/''/g, "'").replace(/\{(\w+)\}/g, (all, name: string) => String(values[name] ?? all));
}

/** Devanagari: a screen in Hindi has it in its headings. */
export const DEVANAGARI = /[\u0900-\u097F]/;
