import { spellingKey } from './hinglish.js';
import { lexiconGroupOf } from './lexicon-lookup.js';

/**
 * What everyday dishes are made with (issue 42): a shopper names a staple by the dish it is for, with a
 * general word of its kind ("X ke liye chawal", "X ka atta", "chawal for X"), and means the one the dish
 * wants: basmati for a biryani, idli rice for a dosa, moong dal for a khichdi. `kind | general words |
 * dishes`, the kind as pack names say it, the general words those a query says it with (its last word when
 * none is given), the dishes in English, romanised Hindi and Devanagari, met by spelling key. A dish alone,
 * or with a word of another kind ("biryani masala"), is read as typed.
 */
const MADE_WITH = `
basmati rice | | biryani, biriyani, briyani, pulao, pulav, pilaf, jeera rice, fried rice, बिरयानी, पुलाव
idli rice | | idli, idly, dosa, dosai, uttapam, appam, इडली, डोसा
urad dal | | idli, dosa, vada, wada, medu vada, papad, इडली, डोसा, वड़ा
moong dal | | khichdi, khichri, khichadi, cheela, chilla, moong halwa, खिचड़ी, चीला
toor dal | | sambar, sambhar, rasam, dal tadka, dal fry, varan, सांभर, रसम
chana dal | | puran poli, chana dal halwa, dal vada
kabuli chana | chana, chhole | chole, chhole, chana masala, छोले
rajma | | rajma chawal
besan | atta, flour, aata | pakora, pakoda, pakode, bhajiya, bhaji, kadhi, dhokla, boondi, cheela, pakodi, पकोड़े, पकौड़े, कढ़ी, ढोकला
sooji rava | atta, flour, rava, sooji | upma, sheera, suji halwa, rava idli, rava dosa, उपमा
whole wheat atta | atta, flour, aata | roti, chapati, chapatti, phulka, paratha, parantha, puri, poori, रोटी, चपाती, पराठा, पूरी
maida | atta, flour, aata | naan, bhatura, bhature, samosa, momos, cake, भटूरे
rice flour | atta, flour, aata | akki roti, modak, pathiri, kozhukattai
`;

interface Dish {
  kind: string;
  /** The lexicon groups of the general words it is said with ("chawal" is rice's group). */
  general: readonly ReturnType<typeof lexiconGroupOf>[];
}

/** Each dish's spelling key with the kinds it is made with. */
const DISHES: ReadonlyMap<string, readonly Dish[]> = (() => {
  const byKey = new Map<string, Dish[]>();
  for (const line of MADE_WITH.trim().split('\n')) {
    const [kind = '', general = '', dishes = ''] = line.split('|').map((cell) => cell.trim());
    const words = general ? general.split(',').map((w) => w.trim()) : [kind.split(' ').at(-1)!];
    const dish: Dish = { kind, general: words.map(lexiconGroupOf).filter(Boolean) };
    for (const name of dishes.split(',')) {
      const key = spellingKey(name.trim().toLowerCase().normalize('NFC'));
      const known = byKey.get(key) ?? [];
      if (!known.some((d) => d.kind === kind)) byKey.set(key, [...known, dish]);
    }
  }
  return byKey;
})();

/** The most words a dish is named with. */
const LONGEST_DISH = 3;

/**
 * The words with a dish and a general word of a kind it is made with read as that kind: "biryani ke liye
 * chawal" → basmati rice, "dosa ka chawal" → idli rice, "dosa ke liye dal" → urad dal. The kind stands where
 * the general word was; the dish's words go. Unchanged when no dish is said with such a word.
 */
export function withDishesRead(words: readonly string[]): string[] {
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(LONGEST_DISH, words.length - i); n >= 1; n--) {
      const dishes = DISHES.get(spellingKey(words.slice(i, i + n).join(' ')));
      if (!dishes) continue;
      const at = words.findIndex((word, j) => (j < i || j >= i + n) && generalOf(word, dishes));
      if (at < 0) continue;
      const kind = generalOf(words[at]!, dishes)!.kind;
      return words.flatMap((word, j) => (j === at ? kind.split(' ') : j >= i && j < i + n ? [] : [word]));
    }
  }
  return [...words];
}

/** The dish's kind a word names generally ("chawal" for basmati rice), if any. */
function generalOf(word: string, dishes: readonly Dish[]): Dish | undefined {
  const group = lexiconGroupOf(word);
  return group ? dishes.find((dish) => dish.general.includes(group)) : undefined;
}
