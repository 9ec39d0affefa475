import { BRAND_KINDS } from './lexicon/brands.js';

/**
 * Words that mean the same thing in a shop: Hindi as people type it in Latin letters (Hinglish) and in
 * Devanagari, the common spellings, brands people use for the thing ("coke"), and the English on the
 * label. A search for any word of a group finds products named with any other ("chawal" finds "Basmati
 * Rice"); the seed also tags demo products with the Indian words of their English names. To teach search a
 * new word, add it to its group (or add a group); the tests check no word sits in two groups.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['atta', 'aata', 'wheat flour', 'आटा'],
  ['maida', 'refined flour', 'मैदा'],
  ['besan', 'gram flour', 'बेसन'],
  ['sooji', 'suji', 'rava', 'semolina', 'सूजी'],
  ['chawal', 'chaawal', 'rice', 'चावल'],
  ['dal', 'daal', 'dhal', 'lentil', 'lentils', 'दाल'],
  ['toor', 'tur', 'arhar', 'tuvar', 'अरहर', 'तूर'],
  ['moong', 'mung', 'मूंग'],
  ['masoor', 'मसूर'],
  ['urad', 'udad', 'उड़द'],
  ['chana', 'channa', 'chickpea', 'chickpeas', 'चना'],
  ['rajma', 'kidney beans', 'राजमा'],
  ['doodh', 'dudh', 'milk', 'दूध'],
  ['dahi', 'curd', 'yogurt', 'yoghurt', 'दही'],
  ['paneer', 'cottage cheese', 'पनीर'],
  ['makhan', 'makkhan', 'butter', 'मक्खन'],
  ['malai', 'cream', 'मलाई'],
  ['chaas', 'chhachh', 'buttermilk', 'छाछ'],
  ['ghee', 'ghi', 'clarified butter', 'घी'],
  ['cheeni', 'chini', 'shakkar', 'sugar', 'चीनी', 'शक्कर'],
  ['gud', 'jaggery', 'गुड़'],
  ['namak', 'salt', 'नमक'],
  ['tel', 'oil', 'तेल'],
  ['sarson', 'mustard', 'सरसों'],
  ['moongphali', 'mungfali', 'groundnut', 'peanut', 'मूंगफली'],
  ['haldi', 'turmeric', 'हल्दी'],
  ['mirchi', 'mirch', 'chilli', 'chillies', 'chili', 'मिर्च'],
  ['jeera', 'zeera', 'cumin', 'जीरा'],
  ['dhania', 'dhaniya', 'kothambari', 'coriander', 'धनिया'],
  ['elaichi', 'cardamom', 'इलायची'],
  ['chai', 'tea', 'चाय'],
  ['coffee', 'kaafi', 'कॉफ़ी'],
  ['aloo', 'alu', 'batata', 'potato', 'आलू'],
  ['pyaz', 'pyaaz', 'piyaz', 'kanda', 'onion', 'प्याज'],
  ['tamatar', 'tamater', 'tomato', 'टमाटर'],
  ['adrak', 'ginger', 'अदरक'],
  ['lehsun', 'lahsun', 'garlic', 'लहसुन'],
  ['nimbu', 'nimboo', 'lemon', 'नींबू'],
  ['palak', 'spinach', 'पालक'],
  ['gobi', 'gobhi', 'cauliflower', 'गोभी'],
  ['bhindi', 'okra', 'lady finger', 'भिंडी'],
  ['gajar', 'carrot', 'गाजर'],
  ['kheera', 'khira', 'cucumber', 'खीरा'],
  ['matar', 'mutter', 'peas', 'मटर'],
  ['sabzi', 'sabji', 'vegetables', 'vegetable', 'सब्ज़ी'],
  ['phal', 'fruits', 'fruit', 'फल'],
  ['kela', 'banana', 'केला'],
  ['aam', 'mango', 'आम'],
  ['seb', 'apple', 'सेब'],
  ['santra', 'orange', 'संतरा'],
  ['angoor', 'grapes', 'अंगूर'],
  ['anar', 'pomegranate', 'अनार'],
  ['nariyal', 'coconut', 'नारियल'],
  ['anda', 'ande', 'egg', 'eggs', 'अंडा', 'अंडे'],
  ['murgi', 'murga', 'chicken', 'मुर्गा'],
  ['machli', 'machhli', 'meen', 'fish', 'मछली'],
  ['gosht', 'mutton'],
  ['pav', 'pao', 'bread', 'double roti', 'ब्रेड'],
  ['corn flakes', 'cornflakes'],
  ['namkeen', 'snacks', 'नमकीन'],
  ['mithai', 'sweets', 'मिठाई'],
  ['sabun', 'soap', 'साबुन'],
  ['manjan', 'toothpaste', 'मंजन'],
  ['kapde dhone', 'detergent', 'washing powder'],
  ['biscuit', 'biscuits', 'बिस्कुट'],
  ['noodles', 'noodle', 'नूडल्स'],
  ['cold drink', 'soft drink', 'soft drinks', 'cola'],
  ['coke', 'coca cola', 'कोक'],
  ['dawai', 'dawa', 'medicine', 'tablets'],
  ['kaju', 'cashew', 'काजू'],
  ['badam', 'almond', 'almonds', 'बादाम'],
  ['kishmish', 'raisins', 'किशमिश'],
  ['agarbatti', 'incense'],
];

/**
 * Phrases that mean one thing as a whole, read before the words ("chai patti" is tea, not tea and a
 * "patti"): the phrase as typed → what it means.
 */
export const SEARCH_PHRASES: Readonly<Record<string, string>> = {
  'chai patti': 'tea',
  'chai ki patti': 'tea',
  'sarson ka tel': 'mustard oil',
  'sarson tel': 'mustard oil',
  'nariyal ka tel': 'coconut oil',
  'nariyal tel': 'coconut oil',
  'moongphali tel': 'groundnut oil',
  'hari mirch': 'green chilli',
  'lal mirch': 'red chilli',
  'hara dhania': 'coriander',
  thanda: 'soft drink',
  'cold drink': 'soft drink',
  'double roti': 'bread',
  'washing powder': 'detergent',
};

/**
 * What people mean by a brand: the kind it stands for (the lexicon's BRAND_KINDS), by the brand's name as on
 * the pack, lowercase: "maggi" is the noodles, though Maggi also makes ketchup.
 */
export const BRAND_MEANS: Readonly<Record<string, string>> = Object.fromEntries(
  BRAND_KINDS.trim()
    .split('\n')
    .flatMap((line) => {
      const [kind = '', brands = ''] = line.split(':');
      return brands.split(',').map((brand) => [brand.trim(), kind.trim()]);
    }),
);
