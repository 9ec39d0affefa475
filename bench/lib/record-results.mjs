// Merges one bench's figures into bench/results/latest.json under its own key, keeping every other
// bench's keys as they are, so benches that run separately never overwrite each other.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results/latest.json');

export function recordResults(key, figures) {
  let all = {};
  try {
    all = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // No results yet (or unreadable): start a new file.
  }
  all[key] = { ...figures, measuredAt: new Date().toISOString() };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
  return file;
}
