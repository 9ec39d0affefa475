import Papa from 'papaparse';

/**
 * Every CSV the server writes goes through here (issue 47): RFC 4180 quoting with CRLF lines, and a
 * text cell that starts with = + - @ or a tab/CR prefixed with an apostrophe (papaparse's
 * `escapeFormulae`), so a spreadsheet opening the file shows the text instead of running it as a formula.
 */
export function csvFile(fields: readonly string[], rows: readonly (readonly string[])[]): string {
  const text = Papa.unparse(
    { fields: [...fields], data: rows.map((row) => [...row]) },
    { newline: '\r\n', escapeFormulae: true },
  );
  return `${text}\r\n`;
}
