import { BRAND_KINDS } from './brands.js';
import { spellingKey } from './hinglish.js';

/**
 * What a thing is used on, what it is used for and who it is for (issue 42): a shopper names a household or
 * pet thing by its use far more often than by its kind, in Hinglish phrases ("X ka Y", "X wala", "X karne
 * wala", "X ke liye"): "farsh saaf karne ka liquid" is a floor cleaner, "billi ka khana" cat food. Each
 * part is a role (`role: words`, English, romanised and Devanagari words alike, met by their spelling key);
 * USES says which roles together name which kind (`roles => kind`, the kind as pack names say it).
 */
const USE_ROLES = `
clothes: clothes, cloth, kapde, kapda, kapdon, kapdo, kapre, kapra, कपड़े, कपड़ा, कपड़ों
dishes: dishes, dish, utensils, utensil, bartan, bartano, bartanon, बर्तन, बर्तनों
floor: floor, floors, farsh, zameen, zamin, फर्श, फ़र्श, ज़मीन, जमीन
toilet: toilet, toilets, latrine, shauchalay, sandas, टॉयलेट, शौचालय
glass: glass, window, windows, khidki, kanch, shisha, kaanch, कांच, काँच, शीशा, खिड़की
hand: hand, hands, haath, हाथ
face: face, chehra, chehre, muh, munh, चेहरा, चेहरे, मुंह
hair: hair, baal, balon, बाल, बालों
teeth: teeth, tooth, daant, danton, दांत, दाँत, दांतों
dog: dog, dogs, kutta, kutte, kutton, kutto, kuta, kute, कुत्ता, कुत्ते, कुत्तों
puppy: puppy, puppies, pilla, pille, pillon, पिल्ला, पिल्ले, पिल्लों
cat: cat, cats, billi, billiyon, बिल्ली, बिल्लियों
kitten: kitten, kittens
baby: baby, babies, infant, bachcha, bachche, bachon, bacchon, बच्चा, बच्चे, बच्चों, शिशु
mosquito: mosquito, mosquitoes, mosquitos, machhar, macchar, machar, मच्छर, मच्छरों
cockroach: cockroach, cockroaches, tilchatta, कॉकरोच, तिलचट्टा, तिलचट्टे
wash: wash, washing, dhona, dhone, dhoney, dhulai, dhulaai, धोना, धोने, धुलाई
clean: clean, cleaning, saaf, safai, chamkane, chamkana, साफ, साफ़, सफाई, चमकाने
soften: soften, softening, naram, narm, mulayam, नरम, नर्म, मुलायम
mop: mop, mopping, pochha, pochhe, pochne, pochna, ponchha, पोछा, पोंछा, पोछे, पोछने, पोंछने
eat: food, khana, khane, khaana, bhojan, खाना, खाने, भोजन
repel: repel, bhagane, bhagana, भगाने, भगाना
kill: kill, killer, marne, maarne, मारने, मारना
treat: biscuit, biscuits, biskut, biskit, treat, treats, बिस्कुट
liquid: liquid, likwid, लिक्विड
powder: powder, paudar, पाउडर
bar: bar, sabun, saabun, soap, tikki, साबुन, टिक्की
`;

/**
 * Which roles together name which kind: every role of a line must be said, and the line saying the most
 * wins ("kapde dhone ka liquid": clothes, wash and liquid, a liquid detergent; "kapde dhone wala": a
 * detergent). One role alone names nothing ("kapde" is clothes, not detergent).
 */
const USES = `
clothes wash => detergent
clothes clean => detergent
clothes wash liquid => liquid detergent
clothes liquid => liquid detergent
clothes wash powder => detergent powder
clothes powder => detergent powder
clothes wash bar => detergent bar
clothes bar => detergent bar
clothes soften => fabric conditioner
dishes wash => dishwash
dishes clean => dishwash
dishes wash liquid => dishwash liquid
dishes clean liquid => dishwash liquid
dishes liquid => dishwash liquid
dishes wash bar => dishwash bar
dishes clean bar => dishwash bar
dishes bar => dishwash bar
floor clean => floor cleaner
floor wash => floor cleaner
floor mop => floor cleaner
floor liquid => floor cleaner
floor clean liquid => floor cleaner
floor wash liquid => floor cleaner
floor mop liquid => floor cleaner
mop liquid => floor cleaner
toilet clean => toilet cleaner
toilet wash => toilet cleaner
toilet liquid => toilet cleaner
toilet clean liquid => toilet cleaner
glass clean liquid => glass cleaner
glass clean => glass cleaner
hand wash => hand wash
hand wash liquid => hand wash
face wash => face wash
hair wash => shampoo
hair soften => conditioner
teeth clean => toothpaste
dog eat => dog food
dog treat => dog treats
puppy eat => puppy food
puppy treat => dog treats
cat eat => cat food
cat treat => cat treats
kitten eat => kitten food
baby eat => baby food
mosquito repel => mosquito repellent
mosquito kill => mosquito repellent
cockroach kill => insect killer
`;

/**
 * Words a use phrase is said with that say nothing once it is read ("karne wala", "ke liye"): left out with
 * the roles.
 */
const USE_FILLERS = new Set(
  [
    'ka',
    'ki',
    'ke',
    'ko',
    'se',
    'for',
    'of',
    'the',
    'karne',
    'karna',
    'karni',
    'karnewala',
    'wala',
    'wali',
    'wale',
    'vala',
    'vali',
    'vale',
    'liye',
    'liya',
    'का',
    'की',
    'के',
    'को',
    'करने',
    'करना',
    'वाला',
    'वाली',
    'वाले',
    'लिए',
  ].map((w) => w.normalize('NFC')),
);

const lines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** Roles by the spelling key of each of their words. */
const ROLE_BY_KEY: ReadonlyMap<string, string> = (() => {
  const byKey = new Map<string, string>();
  for (const line of lines(USE_ROLES)) {
    const [role = '', words = ''] = line.split(':');
    for (const word of words.split(',')) {
      const key = spellingKey(word.trim().toLowerCase().normalize('NFC'));
      if (key && !byKey.has(key)) byKey.set(key, role.trim());
    }
  }
  return byKey;
})();

/**
 * A pet brand (BRAND_KINDS' dog food and cat food) is for whom it is made: "drools biscuits" are a dog's
 * treats, the brand kept as typed.
 */
const PET_OF: Readonly<Record<string, string>> = { 'dog food': 'dog', 'cat food': 'cat' };
const ROLE_OF_BRAND: ReadonlyMap<string, string> = (() => {
  const byBrand = new Map<string, string>();
  for (const line of lines(BRAND_KINDS)) {
    const [kind = '', brands = ''] = line.split(':');
    const pet = PET_OF[kind.trim()];
    if (!pet) continue;
    for (const brand of brands.split(',')) byBrand.set(spellingKey(brand.trim().replaceAll(' ', '')), pet);
  }
  return byBrand;
})();

const USE_RULES: readonly { roles: readonly string[]; kind: string }[] = lines(USES).map((line) => {
  const [roles = '', kind = ''] = line.split('=>');
  return { roles: roles.trim().split(/\s+/), kind: kind.trim() };
});

/** The role a word plays in a use phrase, if any ("kutte": dog; a pet brand's word: its animal). */
const roleOf = (word: string) => ROLE_BY_KEY.get(spellingKey(word));

/**
 * The words with a use phrase read as the kind it names: "kapde naram karne wala" → fabric conditioner,
 * "kutte ke biscuit" → dog treats, "purepet biscuits" → purepet dog treats. The kind's words stand where the
 * phrase's first word was; words of no role (a brand, a size) stay. Unchanged when no rule's roles are all
 * said, or when only one word plays a role.
 */
export function withUsesRead(words: readonly string[]): string[] {
  const roles = words.map(roleOf);
  const said = new Set(roles.filter((r): r is string => r !== undefined));
  // A pet brand says its animal, unless the words say one.
  const brandPet = words
    .flatMap((_, i) => [1, 2, 3].map((n) => words.slice(i, i + n).join('')))
    .map((run) => ROLE_OF_BRAND.get(spellingKey(run)))
    .find(Boolean);
  if (brandPet && !['dog', 'puppy', 'cat', 'kitten'].some((r) => said.has(r))) said.add(brandPet);
  if (said.size < 2) return [...words];
  let best: (typeof USE_RULES)[number] | undefined;
  for (const rule of USE_RULES) {
    if (rule.roles.every((r) => said.has(r)) && rule.roles.length > (best?.roles.length ?? 1)) best = rule;
  }
  if (!best) return [...words];
  const used = new Set(best.roles);
  const first = roles.findIndex((r) => r !== undefined && used.has(r));
  const out: string[] = [];
  words.forEach((word, i) => {
    if (i === first) out.push(...best.kind.split(' '));
    const role = roles[i];
    if (role !== undefined && used.has(role)) return;
    if (USE_FILLERS.has(word)) return;
    out.push(word);
  });
  return out;
}
