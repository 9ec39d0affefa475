// Merges one bench's figures into bench/results/latest.json under its own key, keeping every other
// bench's keys as they are, so benches that run separately never overwrite each other.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const resultsFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../results/latest.json',
);

export function recordResults(key, figures) {
  let all = {};
  try {
    all = JSON.parse(readFileSync(resultsFile, 'utf8'));
  } catch {
    // No results yet (or unreadable): start a new file.
  }
  all[key] = Array.isArray(figures) ? figures : { ...figures, measuredAt: new Date().toISOString() };
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(all, null, 2)}\n`);
  return resultsFile;
}
