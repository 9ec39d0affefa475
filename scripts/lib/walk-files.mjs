import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir` whose name `keep` accepts, skipping folders `skipDirectory` names (and a folder
 * that is not there), for the house's checks that read the sources.
 * @param {string} dir
 * @param {{ keep: (name: string) => boolean, skipDirectory: (name: string) => boolean }} rules
 * @returns {Generator<string>}
 */
export function* walkFiles(dir, rules) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!rules.skipDirectory(entry.name)) yield* walkFiles(full, rules);
    } else if (rules.keep(entry.name)) yield full;
  }
}
