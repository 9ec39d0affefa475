import { describe, expect, it } from 'vitest';
import { buildProductIndex, filterProducts, productCategories, sortProducts } from './product-search.js';

const products = [
  {
    name: 'Basmati Rice 5kg',
    price: 650,
    category: 'Grains',
    tags: ['rice', 'premium'],
    description: 'Aged',
  },
  { name: 'atta 10kg', price: 420, category: 'Grains', tags: [], description: 'Whole wheat flour' },
  { name: 'Amul Butter', price: 56, category: 'Dairy', tags: ['butter'], description: 'Salted' },
  { name: 'Bread', price: 56, category: 'Bakery' },
];

describe('product search', () => {
  const index = buildProductIndex(products);

  it('matches name, category, tags and description, case-insensitively, every word', () => {
    expect(filterProducts(index, { search: 'RICE' }).map((p) => p.name)).toEqual(['Basmati Rice 5kg']);
    expect(filterProducts(index, { search: 'wheat' }).map((p) => p.name)).toEqual(['atta 10kg']);
    expect(filterProducts(index, { search: 'dairy' }).map((p) => p.name)).toEqual(['Amul Butter']);
    expect(filterProducts(index, { search: 'grains 10kg' }).map((p) => p.name)).toEqual(['atta 10kg']);
    expect(filterProducts(index, { search: 'paneer' })).toEqual([]);
  });

  it('filters by category and combines with search', () => {
    expect(filterProducts(index, { category: 'Grains' })).toHaveLength(2);
    expect(filterProducts(index, { category: 'Grains', search: 'basmati' })).toHaveLength(1);
    expect(filterProducts(index, { search: '  ' })).toHaveLength(4);
  });

  it('sorts by name, price and price descending with name as tie-break', () => {
    expect(sortProducts(products, 'name').map((p) => p.name)).toEqual([
      'Amul Butter',
      'atta 10kg',
      'Basmati Rice 5kg',
      'Bread',
    ]);
    expect(sortProducts(products, 'price').map((p) => p.price)).toEqual([56, 56, 420, 650]);
    expect(
      sortProducts(products, 'price')
        .slice(0, 2)
        .map((p) => p.name),
    ).toEqual(['Amul Butter', 'Bread']);
    expect(sortProducts(products, 'price-desc').map((p) => p.name)).toEqual([
      'Basmati Rice 5kg',
      'atta 10kg',
      'Amul Butter',
      'Bread',
    ]);
  });

  it('lists categories once, sorted', () => {
    expect(productCategories(products)).toEqual(['Bakery', 'Dairy', 'Grains']);
  });
});
