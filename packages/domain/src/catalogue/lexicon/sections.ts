import { DESCRIBING } from './describing.js';
import { HEALTH_KINDS, HEALTH_USES } from './health.js';
import { BABY_AND_PET, HOUSEHOLD, PERSONAL_CARE } from './home.js';
import { DAIRY, DRY_FRUIT, OILS } from './kitchen.js';
import { DALS, FLOURS, GRAINS, SPICES } from './pantry.js';
import { FRUIT, VEGETABLES } from './produce.js';
import { BREAKFAST, DRINKS, SNACKS, SWEETS } from './treats.js';

/**
 * The lexicon's sections: each with the words a shop's category of those things is named with, so that a
 * word of the section ranks the products of such a category first ("jeera" → the spice, not Jeera Samba
 * Rice), and its first line, the category words themselves ("fruits", "sabzi"), finds the category.
 */
export interface LexiconSection {
  name: string;
  categoryWords: readonly string[];
  lines: string;
}

export const LEXICON_SECTIONS: readonly LexiconSection[] = [
  {
    name: 'vegetables',
    categoryWords: ['vegetable', 'vegetables', 'greens'],
    lines: `vegetables, vegetable, veggies, veggie, greens | सब्ज़ी, सब्जी, सब्ज़ियाँ, सब्जियां | sabzi, sabji, subzi, sabziyan, tarkari${VEGETABLES}`,
  },
  {
    name: 'fruit',
    categoryWords: ['fruit', 'fruits'],
    lines: `fruits, fruit | फल | phal, phal phool${FRUIT}`,
  },
  { name: 'grains', categoryWords: ['rice', 'grains'], lines: `grains, grain | अनाज | anaj, anaaj${GRAINS}` },
  { name: 'dals', categoryWords: ['dal', 'dals', 'pulses'], lines: DALS },
  { name: 'flours', categoryWords: ['flour', 'flours', 'atta'], lines: `flours, flour | आटे | aate${FLOURS}` },
  { name: 'spices', categoryWords: ['spice', 'spices', 'masala', 'salt', 'sugar'], lines: SPICES },
  { name: 'oils', categoryWords: ['oil', 'oils'], lines: OILS },
  {
    name: 'dairy',
    categoryWords: ['dairy', 'eggs', 'bread', 'breads'],
    lines: `dairy, dairy products | डेयरी | deri${DAIRY}`,
  },
  { name: 'dry fruit', categoryWords: ['dry', 'nuts'], lines: DRY_FRUIT },
  { name: 'sweets', categoryWords: ['sweets', 'chocolates', 'chocolate'], lines: SWEETS },
  { name: 'snacks', categoryWords: ['snacks', 'namkeen', 'biscuits', 'cookies'], lines: SNACKS },
  { name: 'drinks', categoryWords: ['tea', 'coffee', 'juices', 'drinks'], lines: DRINKS },
  {
    name: 'breakfast',
    categoryWords: ['breakfast', 'cereals', 'instant', 'frozen', 'sauces', 'spreads'],
    lines: `cereals, cereal, breakfast cereal | नाश्ते का अनाज | nashte ka anaj\nfrozen food, frozen | फ्रोजन | frozan${BREAKFAST}`,
  },
  {
    name: 'household',
    categoryWords: ['household', 'cleaning'],
    lines: `household, cleaning, home care | घर की सफाई | safai${HOUSEHOLD}`,
  },
  {
    name: 'personal care',
    categoryWords: ['personal', 'oral'],
    lines: `personal care, personal | पर्सनल केयर | personalcare${PERSONAL_CARE}`,
  },
  {
    name: 'baby and pet',
    categoryWords: ['baby', 'pet'],
    lines: `baby products, baby care | बच्चों का सामान | bacchon ka saman${BABY_AND_PET}`,
  },
  {
    name: 'health',
    categoryWords: [
      'pharmacy',
      'fever',
      'pain',
      'cold',
      'cough',
      'wellness',
      'first',
      'aid',
      'allergy',
      'digestion',
      'hygiene',
      'health',
      'medicine',
      'medicines',
    ],
    lines: `${HEALTH_KINDS}${HEALTH_USES}`,
  },
  // Last: a word that names a thing elsewhere keeps that meaning ("lal mirch", "kala chana" are phrases).
  { name: 'describing', categoryWords: [], lines: DESCRIBING },
];
