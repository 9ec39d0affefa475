import { ALL_DAY, type DemoShop, daily, productTable } from './types.js';

const MH = { city: 'Mumbai', state: 'Maharashtra' };

export const MUMBAI: DemoShop[] = [
  {
    // Open around the clock with a 1-minute inquiry wait, so a demo (and the e2e tests) can see
    // an inquiry become available at any hour.
    name: 'Apna Bazaar Kirana Stores',
    category: 'Grocery',
    description:
      'Neighbourhood kirana for daily needs: atta, dal, rice, oil, masala and household essentials.',
    address: { street: 'Shop 3, Ranade Road, Dadar West', ...MH, zipCode: '400028' },
    lat: 19.0213,
    lng: 72.8424,
    deliveryRadiusKm: 4,
    phone: '9820012345',
    rating: [4.2, 640],
    deliveryFee: 20,
    hours: ALL_DAY,
    hasTax: false,
    taxRate: 5,
    inquiryAvailableTime: 1,
    orderCount: 980,
    products: productTable(`
Aashirvaad Whole Wheat Atta 1 kg | Atta & Flours | 62 | 68 | pack | 60 | staple | Whole wheat atta for soft rotis.
Aashirvaad Whole Wheat Atta 5 kg | Atta & Flours | 289 | 320 | pack | 40 | staple, bestseller | Whole wheat atta for soft rotis.
Aashirvaad Whole Wheat Atta 10 kg | Atta & Flours | 560 | 640 | pack | 15 | staple, value pack | Whole wheat atta for soft rotis, the family month's pack.
Tata Salt 1 kg            | Salt & Sugar | 28  | -   | pack  | 100 | iodised              | Vacuum-evaporated iodised salt.
Toor Dal                  | Dals & Pulses | 165 | 180 | kg   | 60  | protein              | Unpolished arhar dal for varan and sambar.
Kolam Rice                | Rice        | 72  | -   | kg    | 80  | staple               | Fragrant everyday Kolam rice.
Fortune Sunflower Oil 1 L | Edible Oils | 155 | 175 | pack  | 45  | cooking oil          | Refined sunflower oil, 1 litre pouch.
Fortune Sunflower Oil 5 L | Edible Oils | 720 | 820 | pack  | 12  | cooking oil, value pack | Refined sunflower oil, 5 litre can.
Amul Taaza Toned Milk 500 ml | Dairy | 27 | - | pack | 80 | fresh | Toned milk pouch, delivered chilled.
Amul Taaza Toned Milk 1 L | Dairy | 54 | - | pack | 60 | fresh | Toned milk pouch, delivered chilled.
Amul Malai Paneer 200 g | Dairy | 90 | - | pack | 30 | fresh, protein | Soft malai paneer for palak paneer and tikka.
Amul Malai Paneer 500 g | Dairy | 215 | 230 | pack | 12 | fresh, protein | Soft malai paneer, the party pack.
Sugar                     | Salt & Sugar | 46 | -   | kg    | 120 | staple               | Fine crystal sugar.
Everest Garam Masala 100 g | Masala     | 78  | -   | pack  | 30  | spices               | Aromatic blend for curries and biryani.
Parle-G Biscuits          | Snacks      | 10  | -   | pack  | 200 | tea-time             | The classic glucose biscuit, 80 g.
Brooke Bond Red Label Tea 500 g | Beverages | 260 | 285 | pack | 25 | tea               | Strong CTC tea for masala chai.
Surf Excel Easy Wash 1 kg | Household   | 140 | -   | pack  | 0   | detergent            | Detergent powder for bucket and machine wash.
Eggs (Farm)               | Eggs        | 84  | -   | dozen | 40  | protein              | A dozen farm eggs.
Poha (Thick)              | Breakfast   | 60  | -   | kg    | 35  | breakfast            | Thick flattened rice for kanda poha.
Onion 250 g               | Vegetables  | 11  | -   | pack  | 90  | fresh, vegetables    | Nashik red onions, weighed at the counter.
Onion 500 g               | Vegetables  | 21  | -   | pack  | 80  | fresh, vegetables    | Nashik red onions, weighed at the counter.
Onion 1 kg                | Vegetables  | 40  | 44  | pack  | 60  | fresh, vegetables    | Nashik red onions, weighed at the counter.
Potato 250 g              | Vegetables  | 10  | -   | pack  | 90  | fresh, vegetables    | Firm potatoes for batata vada and bhaji.
Potato 500 g              | Vegetables  | 18  | -   | pack  | 80  | fresh, vegetables    | Firm potatoes for batata vada and bhaji.
Potato 1 kg               | Vegetables  | 35  | -   | pack  | 60  | fresh, vegetables    | Firm potatoes for batata vada and bhaji.
Tomato 250 g              | Vegetables  | 11  | -   | pack  | 70  | fresh, vegetables    | Ripe local tomatoes, picked this morning.
Tomato 500 g              | Vegetables  | 21  | -   | pack  | 60  | fresh, vegetables    | Ripe local tomatoes, picked this morning.
Tomato 1 kg               | Vegetables  | 40  | -   | pack  | 40  | fresh, vegetables    | Ripe local tomatoes, picked this morning.
Ladi Pav 6 pcs            | Bread & Pav | 30  | -   | pack  | 40  | fresh, bread         | Soft Mumbai ladi pav from the bakery next door, baked at dawn.
Ladi Pav 12 pcs           | Bread & Pav | 55  | -   | pack  | 25  | fresh, bread         | Soft Mumbai ladi pav from the bakery next door, baked at dawn.
Modern White Bread 400 g  | Bread & Pav | 40  | -   | pack  | 20  | bread                | Soft white bread for toast and sandwiches.
Harvest Gold Brown Bread 400 g | Bread & Pav | 50 | - | pack | 15  | bread                | Brown bread with whole wheat.
Coca-Cola 750 ml          | Soft Drinks | 40  | -   | pack  | 36  | cold drink           | Chilled Coca-Cola, PET bottle.
Coca-Cola 2.25 L          | Soft Drinks | 99  | 110 | pack  | 18  | cold drink, value pack | Coca-Cola party bottle.
Thums Up 750 ml           | Soft Drinks | 40  | -   | pack  | 36  | cold drink           | Strong fizzy cola, PET bottle.
Thums Up 2.25 L           | Soft Drinks | 99  | 110 | pack  | 18  | cold drink, value pack | Thums Up party bottle.
Pepsi 750 ml              | Soft Drinks | 40  | -   | pack  | 24  | cold drink           | Chilled Pepsi, PET bottle.
Sprite 750 ml             | Soft Drinks | 40  | -   | pack  | 24  | cold drink           | Lemon-lime soft drink, PET bottle.
`),
  },
  {
    name: 'Koliwada Fresh Fish & Chicken',
    category: 'Meat & Fish',
    description:
      'Fresh catch from Sassoon Dock every morning: pomfret, surmai, prawns and bombil, plus chicken.',
    address: { street: 'Stall 12, Koliwada Market, Sion', ...MH, zipCode: '400022' },
    lat: 19.0388,
    lng: 72.8619,
    deliveryRadiusKm: 5,
    phone: '9867054321',
    rating: [4.1, 158],
    deliveryFee: 40,
    hours: daily('06:00', '14:00'),
    hasTax: false,
    taxRate: 5,
    inquiryAvailableTime: 20,
    orderCount: 230,
    products: productTable(`
Silver Pomfret            | Fish        | 1200 | 1350 | kg   | 8   | fresh, premium       | Whole silver pomfret, cleaned on request.
Surmai (King Fish)        | Fish        | 950  | -    | kg   | 10  | fresh                | Surmai steaks for fry and curry.
Bombil (Bombay Duck)      | Fish        | 320  | -    | kg   | 0   | fresh, local         | Fresh bombil for rava fry.
Prawns (Medium)           | Seafood     | 560  | 620  | kg   | 12  | fresh                | Medium prawns, deveined.
Chicken Curry Cut         | Chicken     | 260  | -    | kg   | 25  | fresh                | Skinless curry cut with bone.
Chicken Boneless          | Chicken     | 380  | -    | kg   | 15  | fresh                | Boneless breast and thigh.
Mutton Curry Cut          | Mutton      | 780  | -    | kg   | 6   | fresh                | Goat curry cut, tender.
Rawas (Indian Salmon)     | Fish        | 880  | -    | kg   | 4   | fresh                | Rawas steaks, mild and flaky.
`),
  },
  {
    // Closes after midnight: exercises hours that cross into the next day.
    name: 'Sanjeevani Medical & General Stores',
    category: 'Pharmacy',
    description: 'Chemist and general store near the station, open late every night.',
    address: { street: 'Shop 7, Sahar Road, Andheri East', ...MH, zipCode: '400069' },
    lat: 19.1136,
    lng: 72.8697,
    deliveryRadiusKm: 6,
    phone: '9833098765',
    rating: [4.3, 142],
    deliveryFee: 25,
    hours: daily('08:00', '02:00'),
    hasTax: false,
    taxRate: 12,
    inquiryAvailableTime: 10,
    orderCount: 350,
    products: productTable(`
Saridon Tablet            | Fever & Pain | 42  | -   | pack  | 60  | headache             | Fast relief from headache, strip of 10.
Digene Antacid Gel 200 ml | Digestion   | 145 | -   | pack  | 20  | acidity              | Mint-flavoured antacid gel.
Volini Spray 40 g         | Pain Relief | 175 | 199 | pack  | 16  | muscle pain          | Pain relief spray for sprains and back pain.
Savlon Hand Sanitizer 500 ml | Hygiene  | 180 | 250 | pack  | 30  | sanitizer            | Alcohol-based hand sanitizer.
Whisper Ultra Clean XL    | Hygiene     | 199 | -   | pack  | 25  | sanitary             | Sanitary pads, pack of 15.
Accu-Chek Active Strips   | Devices     | 899 | 990 | pack  | 0   | diabetes             | Glucose test strips, pack of 50.
Cetirizine 10 mg          | Allergy     | 18  | -   | pack  | 80  | allergy              | Antihistamine, strip of 10 tablets.
`),
  },
  {
    name: 'Mahalaxmi Dairy Farm',
    category: 'Dairy',
    description:
      'Fresh cow and buffalo milk, malai paneer, dahi and desi ghee from our own dairy in Palghar.',
    address: { street: '9, Lady Jamshedji Road, Mahim', ...MH, zipCode: '400016' },
    lat: 19.0402,
    lng: 72.8409,
    deliveryRadiusKm: 3,
    phone: '9869011223',
    rating: [4.5, 420],
    deliveryFee: 0,
    hours: daily('05:30', '22:00'),
    hasTax: false,
    taxRate: 5,
    inquiryAvailableTime: 15,
    orderCount: 610,
    products: productTable(`
Buffalo Milk              | Milk        | 80  | -   | L     | 100 | fresh                | Full-cream buffalo milk, delivered chilled.
Cow Milk                  | Milk        | 68  | -   | L     | 80  | fresh                | A2 cow milk from our Gir herd.
Malai Paneer              | Paneer      | 440 | 480 | kg    | 20  | fresh                | Soft malai paneer made this morning.
Dahi (Curd)               | Curd        | 90  | -   | kg    | 30  | fresh                | Thick set curd.
Desi Cow Ghee             | Ghee        | 780 | 850 | L     | 10  | bilona               | Bilona-churned desi ghee.
Amul Butter 500 g         | Butter      | 285 | -   | pack  | 0   | salted               | Pasteurised salted butter.
Shrikhand (Kesar)         | Sweets      | 120 | -   | pack  | 18  | sweet                | Saffron shrikhand, 250 g.
Chaas (Masala)            | Beverages   | 20  | -   | piece | 40  | summer               | Spiced buttermilk, 200 ml bottle.
`),
  },
];
