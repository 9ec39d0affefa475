/**
 * Pack sizes as people type them (issue 42): "500gm", "2ltr", "1 kilo", "5kgs", "0.5 kg", "12pcs". Each is
 * read as an amount in grams, millilitres or pieces, and searched as every way a pack may be named
 * with that amount ("1 kg" is also "1000 g"), so the size matches the pack by quantity.
 */
const UNITS: readonly (readonly [RegExp, 'g' | 'ml' | 'pcs', number])[] = [
  [/^(?:kgs?|kilos?|kilograms?|kilogrammes?|किलो|किलोग्राम|किग्रा|केजी)$/, 'g', 1000],
  [/^(?:g|gm|gms|gr|grm|grms|grams?|grammes?|ग्राम|ग्रा)$/, 'g', 1],
  [/^(?:l|lt|ltr|ltrs|litres?|liters?|लीटर|लिटर)$/, 'ml', 1000],
  [/^(?:ml|mls|millilitres?|milliliters?|मिली|मिलीलीटर|एमएल)$/, 'ml', 1],
  [/^(?:pc|pcs|piece|pieces|pack|packs|nos?|units?|पीस|पैक|पैकेट)$/, 'pcs', 1],
];

/** A number, then a unit, joined or apart: "500gm", "1.25 L", "1 किलो". */
const SIZE = /(?<![\p{L}\p{N}.])(\d+(?:\.\d+)?)\s*([\p{L}\p{M}]+)(?![\p{L}\p{M}\p{N}])/giu;

/** An amount said in words before a unit, in English, Hinglish or Hindi: "half kg", "aadha kilo", "डेढ़ किलो". */
const AMOUNT_WORDS: Readonly<Record<string, number>> = {
  half: 0.5,
  aadha: 0.5,
  adha: 0.5,
  aadhi: 0.5,
  adhi: 0.5,
  आधा: 0.5,
  आधी: 0.5,
  quarter: 0.25,
  pav: 0.25,
  paav: 0.25,
  पाव: 0.25,
  dedh: 1.5,
  dedhh: 1.5,
  डेढ़: 1.5,
  dhai: 2.5,
  dhaai: 2.5,
  ढाई: 2.5,
};
const SAID_SIZE = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{N}])(${Object.keys(AMOUNT_WORDS).join('|')})\\s+([\\p{L}\\p{M}]+)(?![\\p{L}\\p{M}\\p{N}])`,
  'gu',
);

/** Devanagari digits as the digits the rest of the engine reads ("१ किलो" is 1 किलो). */
export const latinDigits = (text: string) => text.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966));

const unitOf = (word: string) => UNITS.find(([pattern]) => pattern.test(word.toLowerCase()));
const token = (amount: number, unit: 'g' | 'ml' | 'pcs') => `${Number(amount.toFixed(3))}${unit}`;

/** The sizes written in a query, each as the token that stands for it ("500gm" → "500g", "half kg" → "500g"). */
export function sizeTokens(query: string): { text: string; token: string }[] {
  const found: { text: string; token: string }[] = [];
  for (const match of query.matchAll(SIZE)) {
    const unit = unitOf(match[2]!);
    if (unit) found.push({ text: match[0], token: token(Number(match[1]) * unit[2], unit[1]) });
  }
  for (const match of query.matchAll(SAID_SIZE)) {
    const said = AMOUNT_WORDS[match[1]!.toLowerCase()];
    const unit = said === undefined ? undefined : unitOf(match[2]!);
    if (said !== undefined && unit) found.push({ text: match[0], token: token(said * unit[2], unit[1]) });
  }
  return found;
}

/** A size token as the engine reads it: "1000g", "250ml", "12pcs". */
export const SIZE_TOKEN = /^(\d+(?:\.\d+)?)(g|ml|pcs)$/;

const shown = (n: number) => String(Number(n.toFixed(3)));

/**
 * Every way a pack of this size is named, as phrases of the words PostgreSQL's parser makes of a name
 * ("1.25 L" → 1.25, l): 1000g → "1 kg", "1000 g", "1kg", "1000g"; the unit's last letters are a prefix,
 * so "1 l" also finds "1 ltr" and "1 litre".
 */
export function sizeAlternatives(token: string): string[] {
  const [, amountText, unit] = SIZE_TOKEN.exec(token) ?? [];
  if (!amountText || !unit) return [token];
  const amount = Number(amountText);
  const forms: [number, string][] =
    unit === 'g'
      ? [
          [amount, 'g'],
          [amount / 1000, 'kg'],
        ]
      : unit === 'ml'
        ? [
            [amount, 'ml'],
            [amount / 1000, 'l'],
          ]
        : [
            [amount, 'pcs'],
            [amount, 'pc'],
            [amount, 'piece'],
            [amount, 'pack'],
          ];
  return [...new Set(forms.flatMap(([n, u]) => [`${shown(n)} ${u}`, `${shown(n)}${u}`]))];
}
