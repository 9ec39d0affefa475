import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvFile } from './csv.js';

const SERVER = path.resolve(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });

describe('csvFile (issue 47)', () => {
  it('writes text a spreadsheet would run as a formula as text, and the rest as it is', () => {
    const csv = csvFile(
      ['name', 'note'],
      [
        ['=HYPERLINK("http://evil.test")', '+cmd|calc'],
        ['@SUM(1+1)', '-1+1'],
        ['\tTabbed', '\rReturned'],
        ['Amul "Gold", 1 L', '405.00'],
      ],
    );
    expect(csv.endsWith('\r\n')).toBe(true);
    const [, ...rows] = Papa.parse<string[]>(csv.trim(), { newline: '\r\n' }).data;
    expect(rows).toEqual([
      [`'=HYPERLINK("http://evil.test")`, "'+cmd|calc"],
      ["'@SUM(1+1)", "'-1+1"],
      ["'\tTabbed", "'\rReturned"],
      ['Amul "Gold", 1 L', '405.00'],
    ]);
  });

  it('is the one way the server writes a CSV', () => {
    const writers = sources(SERVER).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /\bunparse\(|\.join\('\\r\\n'\)/.test(text) && !file.endsWith(path.join('http', 'csv.ts'));
    });
    expect(writers.map((file) => path.relative(SERVER, file))).toEqual([]);
    const replies = sources(SERVER).filter((file) => readFileSync(file, 'utf8').includes("type('text/csv"));
    expect(replies.length).toBeGreaterThanOrEqual(2);
  });
});
