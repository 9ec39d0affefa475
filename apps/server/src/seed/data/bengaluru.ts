import { supermarketProducts } from './supermarket.js';
import { ALL_DAY, type DemoShop, daily, productTable } from './types.js';

const KA = { city: 'Bengaluru', state: 'Karnataka' };

export const BENGALURU: DemoShop[] = [
  {
    name: 'Namma Fresh Supermarket',
    category: 'Supermarket',
    description:
      'Everything for the home under one roof: staples, snacks, beverages, personal care and cleaning. Open day and night.',
    address: { street: '42, 100 Feet Road, HAL 2nd Stage, Indiranagar', ...KA, zipCode: '560038' },
    lat: 12.9719,
    lng: 77.6412,
    deliveryRadiusKm: 8,
    phone: '9845012345',
    rating: [4.3, 1284],
    deliveryFee: 25,
    hours: ALL_DAY,
    hasTax: false,
    taxRate: 5,
    inquiryAvailableTime: 10,
    orderCount: 1240,
    products: supermarketProducts(),
  },
  {
    name: 'Sri Lakshmi Fruits & Vegetables',
    category: 'Fruits & Vegetables',
    description: 'Farm-fresh vegetables from Kolar and Chikkaballapur every morning, and seasonal fruit.',
    address: { street: '17, 8th Cross Road, Malleshwaram', ...KA, zipCode: '560003' },
    lat: 13.0031,
    lng: 77.5643,
    deliveryRadiusKm: 4,
    phone: '9880123456',
    rating: [4.5, 312],
    deliveryFee: 0,
    hours: daily('06:00', '21:00'),
    hasTax: false,
    taxRate: 5,
    inquiryAvailableTime: 10,
    orderCount: 520,
    products: productTable(`
Tomato (Nati)             | Vegetables | 38  | 45  | kg    | 120 | local, fresh         | Country tomatoes, tangy and juicy, for rasam and chutney.
Onion                     | Vegetables | 42  | -   | kg    | 200 | staple               | Medium red onions from Chikkaballapur.
Potato                    | Vegetables | 35  | -   | kg    | 180 | staple               | Firm potatoes for palya, sambar and fries.
Beans (French)            | Vegetables | 80  | 96  | kg    | 40  | fresh                | Tender French beans, stringless.
Coriander Leaves          | Leafy Greens | 10 | -  | piece | 60  | fresh, bunch         | A fresh bunch of kothambari soppu.
Palak (Spinach)           | Leafy Greens | 20 | -  | piece | 0   | fresh, bunch         | A bunch of tender spinach leaves.
Banana (Yelakki)          | Fruits     | 70  | -   | dozen | 50  | local, seasonal      | Small sweet Yelakki bananas.
Alphonso Mango            | Fruits     | 650 | 800 | dozen | 12  | seasonal, premium    | Ratnagiri Alphonso, naturally ripened.
Pomegranate               | Fruits     | 180 | -   | kg    | 30  | fresh                | Bhagwa pomegranates with deep red arils.
Tender Coconut            | Fruits     | 45  | -   | piece | 0   | fresh                | Green tender coconut, full of water.
Ginger                    | Vegetables | 120 | -   | kg    | 25  | fresh                | Fresh ginger root.
Green Chillies            | Vegetables | 60  | -   | kg    | 35  | spicy, fresh         | Hot green chillies.
`),
  },
  {
    name: 'Sri Krishna Iyengar Bakery',
    category: 'Bakery',
    description:
      'Iyengar-style breads, rusks, khara biscuits and honey cake baked fresh in Jayanagar since 1978.',
    address: { street: '312, 11th Main Road, Jayanagar 4th Block', ...KA, zipCode: '560011' },
    lat: 12.9293,
    lng: 77.5826,
    deliveryRadiusKm: 5,
    phone: '9845598765',
    rating: [4.6, 890],
    deliveryFee: 20,
    hours: daily('07:00', '22:30'),
    hasTax: true,
    taxRate: 5,
    inquiryAvailableTime: 15,
    orderCount: 760,
    products: productTable(`
Milk Bread                | Breads     | 40  | -   | piece | 30  | fresh, eggless       | Soft milk bread loaf, 400 g.
Brown Bread               | Breads     | 50  | -   | piece | 18  | wholewheat           | Whole wheat sandwich bread, 400 g.
Honey Cake                | Cakes      | 30  | -   | piece | 40  | bestseller           | Classic Iyengar honey cake with coconut and jam.
Dil Pasand                | Snacks     | 35  | -   | piece | 24  | bestseller, sweet    | Flaky puff with tutti-frutti and coconut filling.
Khara Bun                 | Snacks     | 20  | -   | piece | 0   | spicy                | Bun with green chilli, onion and coriander.
Veg Puff                  | Snacks     | 25  | -   | piece | 36  | spicy                | Puff pastry with spiced mixed vegetables.
Coconut Biscuits          | Biscuits   | 120 | 140 | pack  | 20  | eggless              | Crisp coconut biscuits, 250 g.
Rusk                      | Biscuits   | 60  | -   | pack  | 25  | tea-time             | Twice-baked sweet rusk, 300 g.
Black Forest Cake         | Cakes      | 550 | 650 | piece | 5   | celebration          | Half-kilo black forest with cherries and chocolate shavings.
Plum Cake                 | Cakes      | 280 | -   | piece | 8   | seasonal             | Rich plum cake with dried fruit, 500 g.
`),
  },
  {
    name: 'Arogya 24x7 Pharmacy',
    category: 'Pharmacy',
    description:
      'Round-the-clock chemist with prescription medicines, OTC care, baby care and health devices.',
    address: { street: '58, 80 Feet Road, Koramangala 4th Block', ...KA, zipCode: '560034' },
    lat: 12.9338,
    lng: 77.6291,
    deliveryRadiusKm: 6,
    phone: '9741234560',
    rating: [4.4, 205],
    deliveryFee: 15,
    hours: ALL_DAY,
    hasTax: false,
    taxRate: 12,
    inquiryAvailableTime: 5,
    orderCount: 410,
    products: productTable(`
Dolo 650 Tablet           | Fever & Pain | 32 | -   | pack  | 90  | paracetamol, strip   | Paracetamol 650 mg, strip of 15 tablets.
Crocin Advance            | Fever & Pain | 25 | -   | pack  | 70  | paracetamol, strip   | Paracetamol 500 mg, strip of 15 tablets.
Vicks VapoRub 50 ml       | Cold & Cough | 165 | 180 | pack | 40  | cold                 | Soothing vapour rub for cold and blocked nose.
Benadryl Cough Syrup 150 ml | Cold & Cough | 145 | - | pack | 0   | cough                | Cough syrup for dry and allergic cough.
ORS Electral Powder       | Wellness   | 22  | -   | pack  | 120 | hydration            | WHO-formula oral rehydration salts, 21.8 g sachet.
Dettol Antiseptic Liquid 250 ml | First Aid | 130 | 140 | pack | 35 | antiseptic          | Antiseptic disinfectant liquid for first aid.
Band-Aid Washproof 20s    | First Aid  | 60  | -   | pack  | 50  | bandage              | Waterproof adhesive bandages, pack of 20.
Omron Digital Thermometer | Devices    | 299 | 350 | piece | 10  | device               | Fast-read digital thermometer with beep alert.
Himalaya Baby Lotion 200 ml | Baby Care | 215 | - | pack  | 18  | baby                 | Gentle baby lotion with olive oil and almond.
Revital H Capsules        | Wellness   | 320 | 360 | pack  | 14  | multivitamin         | Multivitamin with ginseng, 30 capsules.
`),
  },
];
