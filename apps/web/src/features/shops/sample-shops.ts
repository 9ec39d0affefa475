import type { ShopCardShop } from './components/shop-card';

/**
 * The catalogue keys of the messages beside the sample shops (their texts are in locales/).
 * PRODUCT.md §2/PRODUCT.md §8: when the shop list fails or comes back empty, these five sample shops are shown instead
 * so the home page never looks broken. They cannot be opened.
 */
export const SAMPLE_SHOP_MESSAGES = {
  empty: 'shops.sampleEmpty',
  failed: 'shops.sampleFailed',
  open: 'shops.sampleOpen',
} as const;

const address = (street: string, city: string, state: string, zipCode: string) => ({
  street,
  city,
  state,
  zipCode,
});

export const SAMPLE_SHOPS: ShopCardShop[] = [
  {
    _id: 'sample-1',
    name: 'Sharma Kirana Store',
    category: 'Grocery',
    description:
      'Everyday groceries, atta, dal, rice, spices and household essentials from your neighbourhood kirana.',
    address: address('12 MG Road', 'Bengaluru', 'Karnataka', '560001'),
    rating: { average: 4.5, count: 128 },
    deliveryFee: 0,
    productCount: 240,
    isOpenNow: true,
    statusText: 'Sample shop',
  },
  {
    _id: 'sample-2',
    name: 'Fresh Sabzi Mandi',
    category: 'Vegetables',
    description: 'Farm-fresh vegetables and fruits delivered the same day.',
    address: address('4 Station Road', 'Pune', 'Maharashtra', '411001'),
    rating: { average: 4.2, count: 64 },
    deliveryFee: 20,
    productCount: 85,
    isOpenNow: true,
    statusText: 'Sample shop',
  },
  {
    _id: 'sample-3',
    name: 'Annapurna Sweets',
    category: 'Sweets & Snacks',
    description: 'Traditional mithai, namkeen and festive boxes.',
    address: address('88 Chandni Chowk', 'Delhi', 'Delhi', '110006'),
    rating: { average: 0, count: 0 },
    deliveryFee: 30,
    productCount: 60,
    isOpenNow: true,
    statusText: 'Sample shop',
  },
  {
    _id: 'sample-4',
    name: 'Apna Medical Store',
    category: 'Pharmacy',
    description: 'Over-the-counter medicines, health and personal care products.',
    address: address('21 Park Street', 'Kolkata', 'West Bengal', '700016'),
    rating: { average: 4.7, count: 210 },
    deliveryFee: 25,
    productCount: 320,
    isOpenNow: true,
    statusText: 'Sample shop',
  },
  {
    _id: 'sample-5',
    name: 'Daily Dairy',
    category: 'Dairy',
    description: 'Milk, curd, paneer, butter and ghee, fresh every morning.',
    address: address('7 Anna Salai', 'Chennai', 'Tamil Nadu', '600002'),
    rating: { average: 4.1, count: 45 },
    deliveryFee: 15,
    productCount: 40,
    isOpenNow: false,
    statusText: 'Sample shop',
  },
];
