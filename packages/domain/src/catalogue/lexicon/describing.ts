/**
 * Words that describe a thing rather than name it: colours, for whom (a child's is a baby's: packs say
 * either), its parts, its size, less of something (lite, low, sugar free) (issue 42).
 * Shoppers type them in Hindi around a kind ("hari chai" is green tea, "bachon ka toothpaste" kids'
 * toothpaste, "pudina patta" mint leaves); the pack says them in English. The grocery lexicon's format
 * (see produce.ts); no category is named with them.
 */
export const DESCRIBING = `
green | हरा, हरी, हरे | hara, hari, hare, harra
red | लाल | lal, laal
black | काला, काली, काले | kala, kaala, kali, kaali, kale
white | सफ़ेद, सफेद | safed, safaid, sufaid
yellow | पीला, पीली, पीले | peela, pila, peeli, pili
brown | भूरा, भूरी, भूरे | bhura, bhoora, bhuri, bhure
kids, kid, children, child, baby, babies, infant, infants, toddler, junior, newborn, new born, newborns | बच्चों, बच्चे, बच्चा, शिशु, नवजात | bachon, bacchon, bachche, bachhe, baccho, bacho, bachcha, bacha, shishu, navjaat
men, mens, man, gents, male | पुरुष, आदमी, मर्द | purush, aadmi, mard
women, womens, woman, ladies, female | महिला, औरत | mahila, aurat
lite, light, low, less | हल्का, हल्की, कम | halka, halki, kam
low fat, lowfat, less fat, fat free, skimmed, skim, toned, double toned | कम फैट, कम वसा | kam fat, kam charbi
full cream, full fat, high fat | फुल क्रीम | full krim
zero, diet, sugar free, sugarless, no sugar | शुगर फ्री, बिना चीनी | bina cheeni, bina chini
leaves, leaf | पत्ता, पत्ते, पत्ती, पत्तियाँ | patta, patte, patti, pattiyan, pattiya, patton
large, big, jumbo, family pack, family size, king size, mega pack, value pack | बड़ा, बड़ी, बड़े | bada, badi, bade, bara, bari, bare
small, little, mini, sachet, travel size, trial pack | छोटा, छोटी, छोटे | chota, chhota, choti, chhoti, chote, chhote
`;

/**
 * Describing words that ask for a pack size (issue 42): `group's word: packs`, the group by one of its
 * words above. Search ranks the larger (or smaller) packs first among what it finds, and never leaves a
 * product out for its size: "big pack atta" is the atta, its 10 kg first.
 */
export const PACK_SIZES = `
large: larger
small: smaller
`;

/**
 * For whom a pack's size is (issue 42): `words: size`, the size a for-whom word means, ranked first among
 * what it finds. A newborn's diapers are the small ones; the word itself is a baby's (the group above).
 */
export const SIZE_FOR_WHOM = `
newborn, new born, newborns, navjaat: small
`;

/**
 * Describing words that contradict each other, `words | words`, each word standing for its group above (a
 * word of no group for itself). A product whose name says one side ranks below the others when a search
 * says the other, even once the search has left its describing word out to find anything ("light milk":
 * the milks, full cream last).
 */
export const OPPOSITES = `
low fat, lite | full cream
sugar free | sweetened
salted | unsalted
brown | white
small | large
men | women
`;
