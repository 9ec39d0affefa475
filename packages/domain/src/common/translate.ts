/**
 * Issue 19: the domain writes its texts in English; a caller that shows them in another language passes
 * its translator (the apps' `tDomain`, the server's recipient's translator). Keys are the English texts
 * of `locales/en.json`, templated ones in ICU MessageFormat ("Bill of {amount} uploaded").
 */
export type TranslateValues = Record<string, string | number>;
export type Translate = (text: string, values?: TranslateValues) => string;

/** Finds the `}` closing the `{` at `open`, counting nested braces. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** `am {AM} other {PM}` → each branch by its name. */
function branchesOf(options: string): Map<string, string> {
  const branches = new Map<string, string>();
  const pattern = /\s*(=?\w+)\s*\{/g;
  let match = pattern.exec(options);
  while (match) {
    const open = match.index + match[0].length - 1;
    const close = closingBrace(options, open);
    if (close < 0) break;
    branches.set(match[1] as string, options.slice(open + 1, close));
    pattern.lastIndex = close + 1;
    match = pattern.exec(options);
  }
  return branches;
}

/** `one {# minute} other {# minutes}` → the branch for `n` in English (exact `=n` first). */
function pluralBranch(options: string, n: number): string {
  const branches = branchesOf(options);
  return branches.get(`=${n}`) ?? branches.get(n === 1 ? 'one' : 'other') ?? branches.get('other') ?? '';
}

/** `morning {AM} other {PM}` → the branch named by `value`, else `other`. */
const selectBranch = (options: string, value: string): string => {
  const branches = branchesOf(options);
  return branches.get(value) ?? branches.get('other') ?? '';
};

/**
 * Fills an English ICU template: `{name}` placeholders, `{n, plural, one {…} other {…}}` with `#`, and
 * `{kind, select, a {…} other {…}}`.
 * What every domain function uses when no translator is passed, so its English stays as it always was.
 */
export function englishText(text: string, values?: TranslateValues): string {
  if (!values || !text.includes('{')) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const close = closingBrace(text, open);
    if (close < 0) break;
    out += text.slice(i, open);
    const inner = text.slice(open + 1, close);
    const plural = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner);
    const select = /^\s*(\w+)\s*,\s*select\s*,([\s\S]*)$/.exec(inner);
    if (plural) {
      const n = Number(values[plural[1] as string]);
      out += englishText(pluralBranch(plural[2] as string, n).replaceAll('#', String(n)), values);
    } else if (select) {
      out += englishText(selectBranch(select[2] as string, String(values[select[1] as string])), values);
    } else {
      const value = values[inner.trim()];
      out += value === undefined ? `{${inner}}` : String(value);
    }
    i = close + 1;
  }
  return out + text.slice(i);
}
