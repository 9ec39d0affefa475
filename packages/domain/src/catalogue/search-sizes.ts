/**
 * Pack sizes as people type them (issue 42): "500gm", "2ltr", "1 kilo", "5kgs", "0.5 kg", "12pcs". Each is
 * read as an amount in grams, millilitres or pieces, and searched as every way a pack may be named
 * with that amount ("1 kg" is also "1000 g"), so the size matches the pack by quantity.
 */
const UNITS: readonly (readonly [RegExp, 'g' | 'ml' | 'pcs', number])[] = [
  [/^(?:kgs?|kilos?|kilograms?|kilogrammes?)$/, 'g', 1000],
  [/^(?:g|gm|gms|gr|grm|grms|grams?|grammes?)$/, 'g', 1],
  [/^(?:l|lt|ltr|ltrs|litres?|liters?)$/, 'ml', 1000],
  [/^(?:ml|mls|millilitres?|milliliters?)$/, 'ml', 1],
  [/^(?:pc|pcs|piece|pieces|pack|packs|nos?|units?)$/, 'pcs', 1],
];

/** A number, then a unit, joined or apart: "500gm", "1.25 L". */
const SIZE = /(?<![\p{L}\p{N}.])(\d+(?:\.\d+)?)\s*([a-z]+)(?![\p{L}\p{N}])/giu;

/** The sizes written in a query, each as the token that stands for it ("500gm" → "500g"). */
export function sizeTokens(query: string): { text: string; token: string }[] {
  const found: { text: string; token: string }[] = [];
  for (const match of query.matchAll(SIZE)) {
    const unit = UNITS.find(([pattern]) => pattern.test(match[2]!.toLowerCase()));
    if (!unit) continue;
    const amount = Number(match[1]) * unit[2];
    found.push({ text: match[0], token: `${Number(amount.toFixed(3))}${unit[1]}` });
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
