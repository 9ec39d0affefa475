import { type DemoShop, daily, productTable } from './types.js';

const DL = { city: 'Delhi', state: 'Delhi' };

export const DELHI: DemoShop[] = [
  {
    // Closed on Sundays, like most of Nai Sarak.
    name: 'Bharat Stationery Mart',
    category: 'Stationery',
    description:
      'Notebooks, registers, pens, art supplies and office stationery at wholesale rates since 1962.',
    address: { street: '2041, Nai Sarak, Chandni Chowk', ...DL, zipCode: '110006' },
    lat: 28.6512,
    lng: 77.2275,
    deliveryRadiusKm: 5,
    phone: '9811045678',
    rating: [4.2, 96],
    deliveryFee: 30,
    hours: daily('10:00', '20:00', ['sunday']),
    hasTax: false,
    taxRate: 12,
    inquiryAvailableTime: 20,
    orderCount: 140,
    products: productTable(`
Classmate Notebook 172 Pages | Notebooks | 60 | 65 | piece | 150 | school            | Single-line ruled notebook, 172 pages.
Classmate Notebook (Pack of 6) | Notebooks | 330 | 390 | pack | 40 | school, value      | Six long notebooks, 172 pages each.
Reynolds Trimax Pen       | Pens        | 50  | -   | piece | 80  | gel                  | Smooth roller-ball pen, blue.
Cello Gripper Ball Pen (Pack of 10) | Pens | 90 | 100 | pack | 60  | value                | Ball pens with rubber grip, blue.
Apsara Platinum Pencils   | Pencils     | 50  | -   | pack  | 70  | school               | Extra-dark pencils, box of 10.
Camlin Oil Pastels 25 Shades | Art Supplies | 85 | - | pack  | 0   | kids, art            | Oil pastels for drawing and colouring.
Fevicol MR 200 g          | Office      | 55  | -   | piece | 45  | glue                 | White adhesive for paper and craft.
JK Copier A4 Paper 500 Sheets | Office  | 320 | 360 | pack  | 20  | office               | 75 gsm A4 copier paper, one ream.
Geometry Box (Camlin)     | School      | 140 | -   | piece | 25  | school               | Compass, divider, protractor and scales.
`),
  },
  {
    name: 'Nehru Place Digital Hub',
    category: 'Electronics',
    description:
      'Chargers, cables, earphones, power banks, pen drives and computer accessories with bill and warranty.',
    address: { street: 'Shop G-14, Ground Floor, Vishal Bhawan, Nehru Place', ...DL, zipCode: '110019' },
    lat: 28.5494,
    lng: 77.2519,
    deliveryRadiusKm: 8,
    phone: '9871234567',
    rating: [4.0, 74],
    deliveryFee: 50,
    hours: daily('11:00', '20:00'),
    hasTax: false,
    taxRate: 18,
    inquiryAvailableTime: 30,
    orderCount: 95,
    products: productTable(`
boAt Airdopes 141         | Audio       | 1299 | 1999 | piece | 12 | earbuds, wireless   | True wireless earbuds with 42 hours playback.
Mi 20000 mAh Power Bank   | Power       | 2199 | 2499 | piece | 8  | power bank          | 18 W fast-charging power bank.
SanDisk 64 GB Pen Drive   | Storage     | 549  | 699  | piece | 30 | usb 3.0             | Ultra Flair USB 3.0 flash drive.
Type-C Fast Charging Cable 1 m | Cables | 199  | -    | piece | 50 | cable               | Braided USB-A to Type-C cable.
Logitech M221 Silent Mouse | Computer   | 749  | 849  | piece | 0  | wireless            | Silent wireless mouse with nano receiver.
20 W USB-C Charger        | Power       | 899  | -    | piece | 15 | charger             | PD wall charger for phones and tablets.
HDMI Cable 1.5 m          | Cables      | 249  | -    | piece | 22 | cable               | High-speed HDMI 2.0 cable.
Syska LED Bulb 9 W        | Lighting    | 99   | 120  | piece | 60 | led                 | Cool daylight LED bulb, B22 base.
`),
  },
  {
    // No hours at all: PRODUCT.md §4 treats such a shop as open.
    name: 'Khari Baoli Dry Fruits & Spices',
    category: 'Dry Fruits & Spices',
    description: "From Asia's largest spice market: whole spices, dry fruits, nuts and premium saffron.",
    address: { street: '1204, Khari Baoli, Chandni Chowk', ...DL, zipCode: '110006' },
    lat: 28.6578,
    lng: 77.2198,
    deliveryRadiusKm: 7,
    phone: '9810987654',
    rating: [4.7, 530],
    deliveryFee: 40,
    hours: null,
    hasTax: false,
    taxRate: 5,
    inquiryAvailableTime: 20,
    orderCount: 300,
    products: productTable(`
Kashmiri Saffron (Kesar)  | Premium     | 320  | 350  | g    | 50  | premium, kashmir     | Mongra saffron from Pampore, sold by the gram.
California Almonds        | Dry Fruits  | 780  | 860  | kg   | 40  | nuts                 | Crunchy whole almonds.
Cashew W320               | Dry Fruits  | 920  | -    | kg   | 35  | nuts                 | Whole cashews from Goa, W320 grade.
Afghani Raisins           | Dry Fruits  | 480  | -    | kg   | 0   | dry fruit            | Long green raisins.
Medjool Dates             | Dry Fruits  | 1400 | -    | kg   | 10  | premium              | Large soft Medjool dates.
Green Cardamom (Elaichi)  | Whole Spices | 2800 | 3100 | kg  | 8   | spices               | Bold 8 mm green cardamom.
Kashmiri Red Chilli       | Whole Spices | 520 | -    | kg   | 25  | spices, mild         | Deep red colour, mild heat.
Black Pepper              | Whole Spices | 840 | -    | kg   | 20  | spices               | Bold Malabar black pepper.
Walnut Kernels            | Dry Fruits  | 1100 | 1250 | kg   | 15  | nuts                 | Light halves from Kashmir.
`),
  },
  {
    name: 'Aggarwal General Store',
    category: 'Grocery',
    description: 'Trusted family grocery in Lajpat Nagar for atta, basmati, dals, ghee and packaged foods.',
    address: { street: 'Shop 21, Central Market, Lajpat Nagar II', ...DL, zipCode: '110024' },
    lat: 28.5677,
    lng: 77.2433,
    deliveryRadiusKm: 4,
    phone: '9818123450',
    rating: null,
    deliveryFee: 0,
    hours: daily('08:00', '22:00'),
    hasTax: false,
    taxRate: 5,
    inquiryAvailableTime: 15,
    orderCount: 180,
    products: productTable(`
India Gate Basmati Rice 5 kg | Rice     | 699 | 799 | pack  | 25  | basmati, premium     | Aged basmati with long grains.
Rajma (Chitra)            | Dals & Pulses | 160 | -  | kg    | 30  | protein              | Speckled rajma for rajma chawal.
Kabuli Chana              | Dals & Pulses | 140 | -  | kg    | 40  | protein              | Large white chickpeas for chole.
Mother Dairy Ghee 1 L     | Ghee        | 610 | 650 | pack  | 12  | ghee                 | Pure cow ghee.
Maggi 2-Minute Noodles (Pack of 12) | Instant Food | 168 | - | pack | 30 | snacks       | Masala noodles, 12 x 70 g.
MDH Chana Masala 100 g    | Masala      | 82  | -   | pack  | 0   | spices               | Spice blend for chole.
Haldiram's Aloo Bhujia 400 g | Snacks   | 110 | 120 | pack  | 35  | namkeen              | Crispy potato bhujia.
Amul Taaza Toned Milk 1 L | Dairy       | 68  | -   | pack  | 50  | milk                 | Toned milk, tetra pack.
Tata Salt 1 kg            | Salt & Sugar | 28 | -   | pack  | 60  | iodised              | Vacuum-evaporated iodised salt.
Madhur Sugar 1 kg         | Salt & Sugar | 52 | -   | pack  | 50  | staple               | Refined sulphur-free sugar.
Fortune Mustard Oil 1 L   | Edible Oils | 175 | 190 | pack  | 30  | kachi ghani          | Kachi ghani mustard oil for pickles and tadka.
Onion                     | Vegetables  | 40  | -   | kg    | 80  | fresh                | Red onions from Nashik, sold loose by weight.
Potato                    | Vegetables  | 35  | -   | kg    | 80  | fresh                | Everyday potatoes, sold loose by weight.
Tomato                    | Vegetables  | 30  | -   | kg    | 60  | fresh                | Ripe desi tomatoes, sold loose by weight.
Farm Fresh Eggs           | Eggs        | 84  | -   | dozen | 30  | protein              | A dozen farm eggs.
Harvest Gold White Bread 400 g | Bakery | 40  | -   | pack  | 20  | fresh                | Soft sandwich bread, baked today.
Coca-Cola 750 ml          | Soft Drinks | 40  | -   | pack  | 40  | cold drink           | Chilled Coca-Cola bottle.
`),
  },
];
