import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSearchTestShop, type SearchTestShop } from '../../test/search-test-shop.js';

/**
 * A shop's products found by what they are used for and for whom (lexicon/uses.ts), by a brand's product
 * line the names leave out (PRODUCT_LINES), and by a brand's name typed apart with its possessive s
 * (decision 0083, issue 42). No name, category or tag here says the use, the line or the split spelling.
 */
describe('searching by what a thing is for, a product line, a brand typed apart', () => {
  let shop: SearchTestShop;
  const inShop = (q: string) => shop.inShop(q);

  beforeAll(async () => {
    const made: [name: string, category: string, brand?: string][] = [
      ['Shinex Floor Cleaner 500 ml', 'Household Cleaning'],
      ['Shinex Dishwash Liquid 500 ml', 'Household Cleaning'],
      ['Shinex Glass Cleaner 500 ml', 'Household Cleaning'],
      ['Mewmew Cat Treats 60 g', 'Pet Care'],
      ['Mewmew Adult Cat Food 1 kg', 'Pet Care'],
      ['Cream Biscuits 75 g', 'Biscuits & Cookies'],
      ['Amul Buttermilk 200 ml', 'Dairy', 'Amul'],
      ['Amul Butter 100 g', 'Dairy', 'Amul'],
      ['Amul Curd 200 g', 'Dairy', 'Amul'],
      ['Colgate Toothpaste 100 g', 'Oral Care', 'Colgate'],
      ['Colgate Mouthwash 250 ml', 'Oral Care', 'Colgate'],
      ["Johnson's Baby Baby Shampoo 200 ml", 'Baby Care', "Johnson's Baby"],
      ['Himalaya Baby Shampoo 200 ml', 'Baby Care', 'Himalaya'],
      ['Freshy Deodorant Spray 150 ml', 'Personal Care'],
      ['Glowy Body Lotion 200 ml', 'Personal Care'],
      ['Dentro Sensitive Toothpaste 70 g', 'Oral Care'],
      ['Mewmew Kitten Food 1 kg', 'Pet Care'],
      ['Grano Basmati Rice 1 kg', 'Rice'],
      ['Grano Urad Dal 500 g', 'Dals & Pulses'],
      ['Britannia Digestive Biscuits 100 g', 'Biscuits & Cookies', 'Britannia'],
    ];
    // The everyday kinds sell more: a search that read only the general word would show them first.
    const ordered: [name: string, category: string, brand?: string][] = [
      ['Grano Sona Masoori Rice 1 kg', 'Rice'],
      ['Grano Toor Dal 500 g', 'Dals & Pulses'],
      ['Britannia Cream Biscuits 75 g', 'Biscuits & Cookies', 'Britannia'],
    ];
    shop = await openSearchTestShop({ name: 'Uses And Lines Store', category: 'Grocery' }, [
      ...made.map(([name, category, brand]) => ({ name, category, ...(brand ? { brand } : {}) })),
      ...ordered.map(([name, category, brand]) => ({
        name,
        category,
        orderCount: 90,
        ...(brand ? { brand } : {}),
      })),
    ]);
  });
  afterAll(async () => shop.close());

  it('reads a Hinglish phrase of use as the kind it names', async () => {
    expect(await inShop('farsh pochne ka liquid')).toEqual(['Shinex Floor Cleaner 500 ml']);
    expect(await inShop('फर्श साफ करने वाला')).toEqual(['Shinex Floor Cleaner 500 ml']);
    expect(await inShop('khidki ke kanch saaf karne wala')).toEqual(['Shinex Glass Cleaner 500 ml']);
    // For whom: a cat's biscuits are its treats, not a shopper's cream biscuits.
    expect(await inShop('billiyon ke biskit')).toEqual(['Mewmew Cat Treats 60 g']);
  });

  it('finds a product line by its brand’s products of its kind when no name says the line', async () => {
    expect((await inShop('amul masti'))[0]).toBe('Amul Buttermilk 200 ml');
    expect((await inShop('colgate max fresh'))[0]).toBe('Colgate Toothpaste 100 g');
  });

  it('reads a brand typed apart, with its possessive s, as the brand', async () => {
    expect((await inShop('johnson s baby shampoo'))[0]).toBe("Johnson's Baby Baby Shampoo 200 ml");
  });

  it('reads a use said as a doer, an animal’s young, a smell, a pain as the kind they name', async () => {
    expect(await inShop('पोंछा लगाने वाली')).toEqual(['Shinex Floor Cleaner 500 ml']);
    expect(await inShop('food for baby cats')).toEqual(['Mewmew Kitten Food 1 kg']);
    expect(await inShop('pasine ki durgandh')).toEqual(['Freshy Deodorant Spray 150 ml']);
    expect(await inShop('paste for tooth pain')).toEqual(['Dentro Sensitive Toothpaste 70 g']);
  });

  it('reads a care as the category of its things', async () => {
    expect((await inShop('twacha ki dekhbhal')).sort()).toEqual([
      'Freshy Deodorant Spray 150 ml',
      'Glowy Body Lotion 200 ml',
    ]);
  });

  it('reads a dish with a general word as the kind the dish is made with', async () => {
    expect(await inShop('pulao ke liye chawal')).toEqual(['Grano Basmati Rice 1 kg']);
    expect(await inShop('dosa ke liye dal')).toEqual(['Grano Urad Dal 500 g']);
  });

  it('reads a line named alone as its brand’s line', async () => {
    expect((await inShop('nutri choice'))[0]).toBe('Britannia Digestive Biscuits 100 g');
  });
});
