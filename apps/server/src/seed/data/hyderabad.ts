import { type DemoShop, daily, productTable } from './types.js';

const TG = { city: 'Hyderabad', state: 'Telangana' };

export const HYDERABAD: DemoShop[] = [
  {
    name: 'Nizam Bakery & Confectioners',
    category: 'Bakery',
    description: 'Osmania biscuits, fruit biscuits, dum ke rote and Irani chai companions, baked in Abids.',
    address: { street: '5-9-30, Abids Road, Abids', ...TG, zipCode: '500001' },
    lat: 17.3924,
    lng: 78.4767,
    deliveryRadiusKm: 6,
    phone: '9848012345',
    rating: [4.6, 702],
    deliveryFee: 20,
    hours: daily('08:00', '23:30'),
    hasTax: true,
    taxRate: 5,
    inquiryAvailableTime: 15,
    orderCount: 690,
    products: productTable(`
Osmania Biscuits          | Biscuits    | 180 | 200 | pack  | 40  | bestseller, tea-time | Melt-in-the-mouth sweet and salty biscuits, 400 g.
Karachi Fruit Biscuits    | Biscuits    | 220 | -   | pack  | 30  | bestseller           | Fruit biscuits with tutti-frutti, 400 g.
Dum Ke Rote               | Breads      | 60  | -   | piece | 20  | traditional          | Slow-baked semolina and ghee rote.
Chand Biscuits            | Biscuits    | 160 | -   | pack  | 0   | tea-time             | Crescent-shaped butter biscuits, 400 g.
Chocolate Truffle Pastry  | Pastries    | 90  | -   | piece | 24  | chocolate            | Rich dark chocolate truffle pastry.
Pineapple Pastry          | Pastries    | 70  | -   | piece | 18  | fruit                | Fresh cream pastry with pineapple.
Bun Maska                 | Breads      | 40  | -   | piece | 30  | breakfast            | Soft bun with a thick layer of butter.
Double Ka Meetha          | Sweets      | 150 | -   | pack  | 10  | hyderabadi, sweet    | Bread pudding with saffron, 250 g.
`),
  },
  {
    name: 'Al-Kareem Meat & Chicken Centre',
    category: 'Meat & Fish',
    description: 'Halal mutton, chicken and fish cut to order; biryani cuts are our speciality.',
    address: { street: '8-1-364, Main Road, Tolichowki', ...TG, zipCode: '500008' },
    lat: 17.3987,
    lng: 78.4155,
    deliveryRadiusKm: 5,
    phone: '9849098765',
    rating: [4.4, 260],
    deliveryFee: 30,
    hours: daily('06:00', '21:00'),
    hasTax: false,
    taxRate: 5,
    inquiryAvailableTime: 15,
    orderCount: 410,
    products: productTable(`
Mutton Biryani Cut        | Mutton      | 800 | -   | kg    | 15  | halal, biryani       | Bone-in goat pieces cut for kacchi biryani.
Mutton Keema              | Mutton      | 820 | -   | kg    | 8   | halal                | Fresh goat mince.
Chicken Biryani Cut       | Chicken     | 240 | 260 | kg    | 30  | halal, biryani       | Large pieces with skin for biryani.
Chicken Wings             | Chicken     | 220 | -   | kg    | 0   | halal                | Wings for fry and tandoor.
Murrel Fish (Korameenu)   | Fish        | 650 | -   | kg    | 6   | fresh, local         | Live murrel, cleaned and cut.
Country Eggs (Natu Kodi)  | Eggs        | 150 | -   | dozen | 20  | desi                 | Free-range country chicken eggs.
`),
  },
  {
    name: 'Sri Sai Pooja Stores',
    category: 'Pooja Needs',
    description: 'Agarbatti, camphor, kumkum, diyas, attar and everything for daily pooja and festivals.',
    address: { street: '16-11-740, Main Road, Dilsukhnagar', ...TG, zipCode: '500060' },
    lat: 17.3688,
    lng: 78.5247,
    deliveryRadiusKm: 3,
    phone: '9866054321',
    rating: [4.5, 88],
    deliveryFee: 0,
    hours: daily('06:00', '20:00'),
    hasTax: false,
    taxRate: 12,
    inquiryAvailableTime: 30,
    orderCount: 75,
    products: productTable(`
Cycle Three-in-One Agarbatti | Agarbatti | 60  | -   | pack  | 50  | fragrance            | Three fragrances in one pack, 100 sticks.
Mangaldeep Camphor        | Camphor     | 45  | -   | pack  | 40  | pooja                | Pure camphor tablets, 50 g.
Kumkum                    | Pooja Items | 30  | -   | pack  | 60  | pooja                | Bright red kumkum, 50 g.
Clay Diyas (Set of 12)    | Diyas       | 120 | 150 | pack  | 25  | festival             | Hand-made terracotta diyas.
Sandalwood Attar          | Attar       | 45  | -   | ml    | 200 | fragrance, premium   | Pure Mysore sandalwood attar, sold by the millilitre.
Rose Attar                | Attar       | 30  | -   | ml    | 0   | fragrance            | Kannauj rose attar, sold by the millilitre.
Cotton Wicks (Vatti)      | Pooja Items | 20  | -   | pack  | 80  | pooja                | Round cotton wicks, pack of 100.
Coconut (for Pooja)       | Pooja Items | 35  | -   | piece | 40  | pooja                | Whole coconut with husk tuft.
`),
  },
];
