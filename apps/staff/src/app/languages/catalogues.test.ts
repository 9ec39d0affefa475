// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every folder of the staff app that holds a `locales/` catalogue pair. */
function catalogueFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const path = join(dir, entry.name);
    return entry.name === 'locales' ? [path] : catalogueFolders(path);
  });
}

const read = (folder: string, language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(folder, `${language}.json`), 'utf8'));

/**
 * The names a message interpolates: `{name}` and `{count, plural, ...}`. A plural's branch of more than one
 * word (`one {Today only}`) is text, not a name.
 */
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();

const folders = catalogueFolders(root);

describe("the staff app's catalogues", () => {
  it('has a Hindi text for every English one, with the same placeholders', () => {
    expect(folders.length).toBeGreaterThan(5);
    for (const folder of folders) {
      const english = read(folder, 'en');
      const hindi = read(folder, 'hi');
      expect(Object.keys(hindi).sort(), folder).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(english))
        expect(placeholders(hindi[key]!), `${folder} ${key}`).toEqual(placeholders(message));
    }
  });

  it('keeps every key under its own staff prefix, never shared between folders', () => {
    const seen = new Map<string, string>();
    for (const folder of folders) {
      const prefixes = new Set(Object.keys(read(folder, 'en')).map((key) => key.split('.')[0]));
      expect(prefixes.size, folder).toBe(1);
      const [prefix] = [...prefixes];
      expect(prefix, folder).toMatch(/^staff[A-Z]/);
      expect(seen.get(prefix!), `${prefix} in ${folder}`).toBeUndefined();
      seen.set(prefix!, folder);
    }
  });
});
