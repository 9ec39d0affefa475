import { describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '../api/get-product-page';
import { closedProductText } from './closed-text';
import { defaultMember, groupFamilies, sizeLabel } from './product-families';

const base = {
  shopId: 's',
  description: '',
  category: 'Atta',
  originalPrice: null,
  images: [],
  stockQuantity: 5,
  unit: 'pack',
  inStock: true,
  tags: [],
  isActive: true,
  createdAt: '',
};
const p = (
  id: string,
  familyKey: string | null,
  packSize: string | null = null,
  inStock = true,
): CatalogueProduct => ({
  ...base,
  _id: id,
  name: id,
  price: 1,
  familyKey,
  packSize,
  inStock,
});

describe('groupFamilies', () => {
  it('puts the pack sizes of one product on one card, in the order they arrived', () => {
    const families = groupFamilies([
      p('a1', 'a', '1 kg'),
      p('a5', 'a', '5 kg'),
      p('b', null),
      p('c1', 'c', '500 g'),
    ]);
    expect(families.map((f) => f.members.map((m) => m._id))).toEqual([['a1', 'a5'], ['b'], ['c1']]);
  });

  it('joins a family split across two pages', () => {
    const families = groupFamilies([p('a1', 'a'), p('b', null), p('a5', 'a')]);
    expect(families.map((f) => f.members.map((m) => m._id))).toEqual([['a1', 'a5'], ['b']]);
  });

  it('shows the first size in stock first, and names a size by its pack size or unit', () => {
    const [family] = groupFamilies([p('a1', 'a', '1 kg', false), p('a5', 'a', '5 kg')]);
    expect(defaultMember(family!)._id).toBe('a5');
    expect(sizeLabel(p('x', null, '500 g'))).toBe('500 g');
    expect(sizeLabel(p('x', null))).toBe('1 pack');
  });
});

describe('closedProductText', () => {
  it('says when a closed shop opens, from its status line', () => {
    expect(closedProductText({ isOpenNow: true, statusText: 'Open until 9:00 PM' })).toBeNull();
    expect(closedProductText({ isOpenNow: false, statusText: 'Opens at 7:00 AM' })).toBe('Opens at 7:00 AM');
    expect(
      closedProductText({
        isOpenNow: false,
        statusText: 'Closed (was open until 9:00 PM) · Opens Tomorrow at 7:00 AM',
      }),
    ).toBe('Opens Tomorrow at 7:00 AM');
    expect(closedProductText({ isOpenNow: false, statusText: 'Closed on Sundays' })).toBe('Closed now');
  });
});
