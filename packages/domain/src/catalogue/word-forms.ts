// A word's other forms as shoppers type them: plural and singular, numbers as words, a brand's apostrophe
// dropped, its letters and number typed together or apart.

/** "tomatoes" → "tomato", "eggs" → "egg", "chillies" → "chilli": the singular a plural may stand for. */
export function singularOf(word: string): string | null {
  if (!/^[a-z]{4,}$/.test(word)) return null;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}i`;
  if (/(?:oes|ses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return null;
}

/**
 * "fry" → "fries", "leaf" → "leaves": the plural a singular may stand for where adding an s is not it (a
 * prefix already finds "tomatoes" from "tomato"), so a singular typed finds a name written in the plural.
 */
export function pluralOf(word: string): string | null {
  if (/^[a-z]+[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/^[a-z]{2,}[^f]fe?$/.test(word)) return `${word.replace(/fe?$/, '')}ves`;
  return null;
}

/** Numbers written as words, read as digits inside a number-letter brand ("seven up" is 7up). */
export const NUMBER_WORDS: Readonly<Record<string, string>> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
};

/**
 * "mothers recipe" is Mother's Recipe: a name's word ending in s typed without its apostrophe, as the
 * product's words hold it (mother, s, recipe).
 */
export const possessive = (text: string) => {
  if (!text.includes(' ')) return [];
  const split = text.replace(/\b([a-z]{4,}[^s])s\b/g, '$1 s');
  return split === text ? [] : [split];
};

/** "dolo650" → "dolo 650", "7up" stays: a brand's letters and number typed together or apart. */
export const digitSplit = (text: string) =>
  /^[a-z]{2,}\d+$|^\d+[a-z]{3,}$/.test(text) ? [text.replace(/(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z])/, ' ')] : [];
