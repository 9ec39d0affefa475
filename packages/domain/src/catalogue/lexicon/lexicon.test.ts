import { describe, expect, it } from 'vitest';
import { devanagariToLatin, spellingKey } from './hinglish.js';
import { BRAND_BY_KEY, LEXICON_GROUPS, phraseKey } from './lexicon.js';
import { brandOf, isKnownPhrase, lexiconGroupOf } from './lexicon-lookup.js';

const words = (group: (typeof LEXICON_GROUPS)[number]) => [...group.latin, ...group.devanagari];

describe('the grocery lexicon', () => {
  it('holds at least 1,500 words in every section of a grocery', () => {
    const all = LEXICON_GROUPS.flatMap(words);
    expect(all.length).toBeGreaterThanOrEqual(1500);
    const sections = new Set(LEXICON_GROUPS.map((g) => g.section));
    for (const section of ['vegetables', 'fruit', 'grains', 'dals', 'flours', 'spices', 'dairy', 'oils']) {
      expect(sections).toContain(section);
    }
    for (const section of ['sweets', 'snacks', 'household', 'personal care'])
      expect(sections).toContain(section);
  });

  it('has no word in two groups', () => {
    const seen = new Map<string, number>();
    const twice: string[] = [];
    LEXICON_GROUPS.forEach((group, i) => {
      for (const word of new Set(words(group))) {
        const other = seen.get(word);
        if (other !== undefined && other !== i) twice.push(word);
        seen.set(word, i);
      }
    });
    expect(twice).toEqual([]);
  });

  it('has no spelling key in two groups but the one its exact words tell apart', () => {
    const seen = new Map<string, number>();
    const shared = new Set<string>();
    LEXICON_GROUPS.forEach((group, i) => {
      for (const word of words(group)) {
        const key = phraseKey(word);
        const other = seen.get(key);
        if (other !== undefined && other !== i) shared.add(key);
        seen.set(key, i);
      }
    });
    // makhan (butter) and makhana (fox nuts), wheat and white, kairi (raw mango) and keri (mango), पेड़ा
    // and पैड (pad, ऐ said e): one key each, told apart by the exact word (lexiconGroupOf).
    expect([...shared].sort()).toEqual(['keri', 'makan', 'ped', 'vhit']);
    expect(lexiconGroupOf('kairi')!.latin).toContain('raw mango');
    expect(lexiconGroupOf('keri')!.latin).toContain('mango');
    expect(lexiconGroupOf('पैड')!.latin).toContain('pads');
    expect(lexiconGroupOf('पेड़ा')!.latin).toContain('peda');
    expect(lexiconGroupOf('makhana')!.latin).toContain('fox nuts');
    expect(lexiconGroupOf('makhan')!.latin).toContain('butter');
    expect(lexiconGroupOf('white')!.latin).toContain('safed');
    expect(lexiconGroupOf('wheat')!.latin).not.toContain('safed');
  });

  it('finds a group by any everyday spelling of its words, Devanagari included', () => {
    for (const [typed, english] of [
      ['tamaatar', 'tomato'],
      ['dhaniya patta', 'coriander leaves'],
      ['लौकी', 'bottle gourd'],
      ['laukee', 'bottle gourd'],
      ['tarbuz', 'watermelon'],
      ['zeera', 'cumin'],
      ['phool gobi', 'cauliflower'],
      ['sarso ka tel', 'mustard oil'],
      ['handwash', 'hand wash'],
    ] as const) {
      expect(lexiconGroupOf(typed)?.latin, typed).toContain(english);
    }
  });

  it('generates the romanisations of its Devanagari words', () => {
    const gourd = lexiconGroupOf('bottle gourd')!;
    expect(gourd.latin).toContain('lauki');
    expect(lexiconGroupOf('kaddu')!.latin).toEqual(expect.arrayContaining(['pumpkin', 'kashiphal']));
  });
});

describe('what a medicine is for', () => {
  it('finds the kinds that treat a complaint, in English, Hinglish or Devanagari', () => {
    const finds = (word: string) => {
      const group = lexiconGroupOf(word)!;
      return group.finds!.flatMap((kind) => lexiconGroupOf(kind)!.english);
    };
    expect(finds('sardi')).toEqual(expect.arrayContaining(['vapour rub', 'cough syrup']));
    expect(finds('acidity')).toContain('antacid');
    expect(finds('खुजली')).toContain('antihistamine');
    expect(finds('ghav')).toEqual(expect.arrayContaining(['antiseptic', 'bandage']));
    expect(finds('dast')).toContain('ors');
    // A word for medicine in general finds every kind of it; a form of it, the kinds made so.
    expect(finds('aushadhi')).toEqual(expect.arrayContaining(['paracetamol', 'antacid', 'multivitamin']));
    expect(finds('goli')).toContain('antihistamine');
    expect(finds('goli')).not.toContain('vapour rub');
  });
});

describe('Hinglish spelling', () => {
  it('transliterates Devanagari as Hindi is said, unspoken vowels dropped', () => {
    expect(devanagariToLatin('लौकी')).toBe('lauki');
    expect(devanagariToLatin('नमक')).toBe('namak');
    expect(devanagariToLatin('उड़द')).toBe('udad');
    expect(devanagariToLatin('कॉफी')).toBe('kophi');
    expect(devanagariToLatin('टूथपेस्ट')).toBe('tuthpest');
    // A nasal vowel is a vowel: the a after its consonant is unspoken too.
    expect(devanagariToLatin('फेसवॉश')).toBe('phesvosh');
    expect(devanagariToLatin('बंदगोभी')).toBe('bandgobhi');
  });

  it('meets an English word written in Devanagari by ear, by its consonants', () => {
    expect(lexiconGroupOf('फ्लोर क्लीनर')?.latin).toContain('floor cleaner');
    expect(lexiconGroupOf('शेविंग फोम')?.latin).toContain('shaving cream');
    expect(lexiconGroupOf('माउथवाश')?.latin).toContain('mouthwash');
    expect(isKnownPhrase(['फ्लोर', 'क्लीनर'])).toBe(true);
    // A y between vowels is a consonant, an English s said z is written ज़.
    expect(lexiconGroupOf('मेयोनेज़')?.latin).toContain('mayonnaise');
    // Too few consonants to tell a word by, or none of the lexicon's.
    expect(lexiconGroupOf('कलमदान')).toBeUndefined();
  });

  it('gives everyday spellings one key: aa/a, ee/i, oo/u, au/o, ai/e, cch/chh, w/v, z/j, ph/f, sh/s, aspirates, doubled letters, a trailing a', () => {
    const same = [
      ['tamaatar', 'tamatar'],
      ['kheera', 'khira'],
      ['nimboo', 'nimbu'],
      ['jowar', 'jovar'],
      ['zeera', 'jeera'],
      ['phool', 'fool'],
      ['shakkar', 'sakar'],
      ['dhaniya', 'dania'],
      ['kela', 'kel'],
      ['santoor', 'santur'],
      ['तरबूज', 'tarbooz'],
      // औ said o: au and o meet.
      ['sonf', 'saunf'],
      ['cholai', 'chaulai'],
      ['सोंफ', 'saunf'],
      // ऐ said e before a consonant; च्च typed cch, chch or chh.
      ['meda', 'maida'],
      ['kacchi', 'kachchi'],
      ['kacchi', 'kachhi'],
    ];
    for (const [a, b] of same) expect(spellingKey(a!), `${a} ${b}`).toBe(spellingKey(b!));
    expect(spellingKey('rice')).not.toBe(spellingKey('rasam'));
  });
});

describe('brands', () => {
  it('meets a brand typed joined, apart, with its number, or in Devanagari', () => {
    expect(brandOf('surfexcel')).toBe('surf excel');
    expect(brandOf('mother dairy')).toBe('mother dairy');
    expect(brandOf('अमूल')).toBe('amul');
    expect(brandOf('कोलगेट')).toBe('colgate');
    expect(brandOf('हल्दीराम')).toBe('haldiram');
    expect(brandOf('qzxq')).toBeUndefined();
    expect(BRAND_BY_KEY.size).toBeGreaterThan(250);
  });

  it('knows phrases typed apart or joined, not any two words', () => {
    expect(isKnownPhrase(['7', 'up'])).toBe(true);
    expect(isKnownPhrase(['tooth', 'paste'])).toBe(true);
    expect(isKnownPhrase(['shimla', 'mirch'])).toBe(true);
    expect(isKnownPhrase(['onion', 'gold'])).toBe(false);
  });
});
