import type { DemoProduct } from './types.js';

/**
 * The supermarket's range, generated as brand × product type × pack size. One department a line:
 * `category | brands | types as Name:price:first size | size multipliers`. The price is that of the
 * first size; bigger packs cost a little less per gram, as they do on the shelf.
 */
const DEPARTMENTS = `
Atta & Flours | Aashirvaad, Pillsbury, Fortune, Patanjali, Annapurna, Rajdhani, 24 Mantra Organic, Namma Fresh | Whole Wheat Atta:62:1 kg, Multigrain Atta:78:1 kg, Maida:48:1 kg, Besan:95:1 kg, Sooji Rava:52:1 kg, Ragi Flour:70:1 kg, Rice Flour:55:1 kg, Jowar Flour:72:1 kg, Bajra Flour:68:1 kg, Corn Flour:60:500 g | 1, 2, 5, 10
Rice | India Gate, Daawat, Kohinoor, Fortune, Lal Qilla, Tilda, 24 Mantra Organic, Namma Fresh | Basmati Rice:140:1 kg, Sona Masoori Rice:68:1 kg, Kolam Rice:72:1 kg, Ponni Rice:66:1 kg, Brown Rice:120:1 kg, Idli Rice:58:1 kg, Jeera Samba Rice:150:1 kg, Matta Rice:78:1 kg, Dubar Basmati Rice:110:1 kg, Red Rice:96:1 kg | 1, 5, 10, 25
Dals & Pulses | Tata Sampann, Fortune, 24 Mantra Organic, Organic Tattva, Rajdhani, Patanjali, Two Brothers, Namma Fresh | Toor Dal:80:500 g, Moong Dal:68:500 g, Chana Dal:50:500 g, Urad Dal:70:500 g, Masoor Dal:55:500 g, Rajma:75:500 g, Kabuli Chana:65:500 g, Green Moong:60:500 g, Black Chana:48:500 g, Lobia:55:500 g | 1, 2, 4, 10
Spices & Masala | Everest, MDH, Catch, Aachi, Eastern, Sakthi, Badshah, Tata Sampann, MTR, Namma Fresh | Turmeric Powder:30:100 g, Red Chilli Powder:42:100 g, Coriander Powder:28:100 g, Garam Masala:78:100 g, Sambar Powder:48:100 g, Rasam Powder:45:100 g, Chicken Masala:62:100 g, Pav Bhaji Masala:58:100 g, Chole Masala:60:100 g, Kitchen King Masala:66:100 g, Jeera Powder:55:100 g, Biryani Masala:72:100 g | 0.5, 1, 2, 5
Edible Oils | Fortune, Saffola, Sundrop, Gemini, Dhara, Freedom, Gold Winner, Idhayam, Emami, Namma Fresh | Sunflower Oil:82:500 ml, Groundnut Oil:110:500 ml, Mustard Oil:92:500 ml, Rice Bran Oil:88:500 ml, Soyabean Oil:74:500 ml, Sesame Oil:165:500 ml, Cold Pressed Coconut Oil:150:500 ml | 1, 2, 4, 10
Snacks & Namkeen | Haldiram's, Bikaji, Balaji, Bikanervala, Garden, Chitale, Prabhuji, Namma Fresh | Aloo Bhujia:20:40 g, Moong Dal Namkeen:20:40 g, Khatta Meetha:20:40 g, Navratan Mixture:22:40 g, Banana Chips:25:50 g, Peanut Chikki:15:50 g, Mathri:30:100 g, Bhakarwadi:35:100 g, Masala Peanuts:20:50 g, Ratlami Sev:25:50 g | 1, 4, 10
Biscuits & Cookies | Britannia, Parle, Sunfeast, Unibic, McVitie's, Cremica, Priyagold, Anmol, Namma Fresh | Butter Cookies:30:75 g, Cream Biscuits:25:75 g, Digestive Biscuits:45:100 g, Marie Biscuits:25:100 g, Glucose Biscuits:10:80 g, Cashew Cookies:40:75 g, Chocolate Chip Cookies:40:75 g, Salted Crackers:30:100 g, Oat Cookies:50:100 g, Coconut Cookies:30:100 g | 1, 2, 4
Tea & Coffee | Tata Tea, Brooke Bond, Wagh Bakri, Society, Girnar, Nescafe, Bru, Continental, Tetley, Namma Fresh | Premium CTC Tea:65:100 g, Masala Chai:75:100 g, Green Tea:120:100 g, Elaichi Tea:80:100 g, Assam Leaf Tea:90:100 g, Instant Coffee:95:50 g, Filter Coffee:85:100 g, Coffee Chicory Blend:70:100 g | 1, 2.5, 5, 10
Juices & Drinks | Real, Tropicana, Paper Boat, B Natural, Maaza, Frooti, Raw Pressery, Namma Fresh | Mango Drink:20:200 ml, Orange Juice:25:200 ml, Guava Juice:25:200 ml, Mixed Fruit Juice:25:200 ml, Litchi Juice:25:200 ml, Apple Juice:28:200 ml, Pomegranate Juice:35:200 ml, Aam Panna:30:200 ml, Jaljeera:20:200 ml, Coconut Water:35:200 ml | 1, 2.5, 5, 7.5
Dairy | Amul, Mother Dairy, Nandini, Heritage, Aavin, Gowardhan, Milky Mist, Akshayakalpa, Namma Fresh | Toned Milk:27:500 ml, Full Cream Milk:33:500 ml, Curd:25:200 g, Paneer:90:200 g, Butter:56:100 g, Cheese Slices:75:100 g, Ghee:150:200 ml, Buttermilk:15:200 ml, Sweet Lassi:25:200 ml, Fresh Cream:60:200 ml | 1, 2, 5
Personal Care | Dove, Lux, Pears, Lifebuoy, Santoor, Himalaya, Nivea, Dettol, Medimix, Mysore Sandal, Namma Fresh | Bathing Soap:45:100 g, Body Wash:199:250 ml, Shampoo:120:180 ml, Conditioner:150:180 ml, Face Wash:110:100 ml, Moisturising Lotion:180:200 ml, Hand Wash:99:200 ml, Talc:85:100 g | 1, 2, 4
Oral Care | Colgate, Pepsodent, Close-Up, Sensodyne, Dabur, Patanjali, Himalaya, Namma Fresh | Toothpaste:55:100 g, Herbal Toothpaste:60:100 g, Whitening Toothpaste:95:100 g, Sensitive Toothpaste:140:70 g, Mouthwash:110:250 ml, Kids Toothpaste:65:80 g | 1, 2, 3
Household Cleaning | Surf Excel, Ariel, Tide, Rin, Vim, Harpic, Lizol, Colin, Domex, Namma Fresh | Detergent Powder:120:1 kg, Liquid Detergent:210:1 L, Dishwash Liquid:105:500 ml, Dishwash Bar:10:200 g, Toilet Cleaner:95:500 ml, Floor Cleaner:105:500 ml, Glass Cleaner:99:500 ml, Fabric Conditioner:225:860 ml | 1, 2, 3, 5
Baby Care | Pampers, Huggies, MamyPoko, Johnson's Baby, Himalaya Baby, Mee Mee, Namma Fresh | Diaper Pants Small:299:10 pcs, Diaper Pants Medium:349:10 pcs, Diaper Pants Large:399:10 pcs, Baby Wipes:99:72 pcs, Baby Shampoo:150:200 ml, Baby Oil:140:200 ml, Baby Soap:55:75 g | 1, 2, 4, 6
Breakfast & Cereals | Kellogg's, Saffola, Quaker, Bagrry's, MTR, True Elements, Yoga Bar, Soulfull, Namma Fresh | Corn Flakes:105:250 g, Fruit & Nut Muesli:199:250 g, Rolled Oats:99:500 g, Chocos:120:250 g, Ragi Flakes:140:250 g, Granola:260:250 g, Rava Idli Mix:75:200 g, Upma Mix:60:200 g | 1, 2, 4
Instant Food | Maggi, Yippee, Knorr, Ching's Secret, MTR, Haldiram's, Gits, Top Ramen, Namma Fresh | Masala Noodles:14:70 g, Atta Noodles:25:70 g, Hakka Noodles:40:150 g, Tomato Soup:55:53 g, Ready Rajma Masala:99:300 g, Ready Dal Makhani:110:300 g, Instant Poha:45:80 g, Gulab Jamun Mix:90:200 g | 1, 4, 6, 12
Frozen Food | McCain, ITC Master Chef, Sumeru, Safal, Prasuma, Godrej Yummiez, Namma Fresh | French Fries:110:420 g, Aloo Tikki:130:400 g, Green Peas:75:500 g, Sweet Corn:80:500 g, Veg Momos:150:24 pcs, Chicken Nuggets:220:400 g, Malabar Paratha:120:5 pcs, Veg Burger Patty:140:360 g | 1, 2, 3
Sauces & Spreads | Kissan, Maggi, Del Monte, Veeba, Funfoods, Dr. Oetker, Wingreens, Mother's Recipe, Namma Fresh | Tomato Ketchup:110:500 g, Hot & Sweet Sauce:120:500 g, Mayonnaise:99:250 g, Mixed Fruit Jam:140:500 g, Peanut Butter:190:340 g, Mango Pickle:120:400 g, Green Chilli Sauce:80:200 g, Schezwan Chutney:110:250 g | 1, 2, 4
Chocolates & Sweets | Cadbury, Nestle, Amul, Ferrero, Haldiram's, Bikanervala, Lindt, Namma Fresh | Milk Chocolate:40:50 g, Dark Chocolate:110:100 g, Fruit & Nut Bar:95:80 g, Wafer Bar:30:40 g, Soan Papdi:120:250 g, Rasgulla:180:1 kg, Kaju Katli:280:250 g, Chocolate Gift Box:450:250 g | 1, 2, 4
Pet Care | Pedigree, Whiskas, Drools, Royal Canin, Purepet, Meat Up, Namma Fresh | Adult Dog Food:199:1 kg, Puppy Food:230:1 kg, Adult Cat Food:210:1 kg, Kitten Food:240:1 kg, Dog Treats:120:100 g, Cat Treats:110:60 g | 1, 3, 5, 10
`;

/**
 * The staples of an Indian kitchen under their everyday names and brands, that the brand × type range
 * does not make: salt, sugar, eggs, bread, soft drinks, and vegetables and fruit sold by weight as a local
 * shop sells them. One department a line: `category | Name:price of the first size:sizes / sizes`.
 */
const STAPLES = `
Salt & Sugar | Tata Salt:28:1 kg | Tata Salt Lite:45:1 kg | Aashirvaad Iodised Salt:26:1 kg | Catch Sprinkler Table Salt:35:200 g | Tata Rock Salt:60:1 kg | Madhur Sugar:52:1 kg/5 kg | Dhampure Sugar:54:1 kg | Trust Sugar:50:1 kg | Namma Fresh Sugar:46:1 kg/2 kg/5 kg | Namma Fresh Jaggery:45:500 g/1 kg
Fresh Vegetables | Onion:10:250 g/500 g/1 kg | Potato:9:250 g/500 g/1 kg | Tomato:8:250 g/500 g/1 kg | Ginger:30:250 g/500 g/1 kg | Garlic:50:250 g/500 g/1 kg | Green Chilli:20:250 g/500 g/1 kg | Coriander Leaves:15:250 g/500 g/1 kg | Lemon:25:250 g/500 g/1 kg | Carrot:15:250 g/500 g/1 kg | Cucumber:12:250 g/500 g/1 kg | Cabbage:10:250 g/500 g/1 kg | Cauliflower:15:250 g/500 g/1 kg | Brinjal:12:250 g/500 g/1 kg | Capsicum:20:250 g/500 g/1 kg | Lady Finger (Bhindi):15:250 g/500 g/1 kg | Spinach (Palak):12:250 g/500 g/1 kg | French Beans:20:250 g/500 g/1 kg | Green Peas:25:250 g/500 g/1 kg | Beetroot:12:250 g/500 g/1 kg | Radish:10:250 g/500 g/1 kg | Bottle Gourd (Lauki):12:250 g/500 g/1 kg | Bitter Gourd (Karela):18:250 g/500 g/1 kg | Pumpkin:10:250 g/500 g/1 kg | Sweet Potato:15:250 g/500 g/1 kg | Button Mushroom:40:250 g/500 g/1 kg | Drumstick:25:250 g/500 g/1 kg | Curry Leaves:10:250 g/500 g/1 kg | Mint Leaves:12:250 g/500 g/1 kg
Fresh Fruits | Banana (Robusta):15:250 g/500 g/1 kg | Apple (Shimla):45:250 g/500 g/1 kg | Orange (Nagpur):25:250 g/500 g/1 kg | Pomegranate:50:250 g/500 g/1 kg | Papaya:15:250 g/500 g/1 kg | Watermelon:8:250 g/500 g/1 kg | Grapes:30:250 g/500 g/1 kg | Mango (Alphonso):60:250 g/500 g/1 kg
Eggs & Bread | Farm Fresh Eggs:45:6 pcs/12 pcs/30 pcs | Eggoz Brown Eggs:60:6 pcs/12 pcs | Namma Fresh White Eggs:42:6 pcs/12 pcs/30 pcs | Modern White Bread:40:400 g | Britannia Milk Bread:45:400 g | Harvest Gold Brown Bread:50:400 g | English Oven Sandwich Bread:55:400 g/800 g | Britannia Whole Wheat Bread:50:400 g | Namma Fresh Ladi Pav:30:6 pcs/12 pcs
Soft Drinks | Coca-Cola:40:750 ml/1.25 L/2.25 L | Coca-Cola Zero Can:40:300 ml | Coca-Cola Can:40:300 ml | Thums Up:40:750 ml/1.25 L/2.25 L | Pepsi:40:750 ml/1.25 L/2.25 L | Sprite:40:750 ml/1.25 L/2.25 L | Fanta:40:750 ml/1.25 L/2.25 L | Limca:40:750 ml/1.25 L/2.25 L | 7Up:40:750 ml/1.25 L/2.25 L | Mountain Dew:40:750 ml/1.25 L/2.25 L | Mirinda:40:750 ml/1.25 L/2.25 L
Edible Oils | Parachute Coconut Oil:110:250 ml/500 ml/1 L
`;

/** "1.25 L" → 1250, "500 g" → 500, "6 pcs" → 6: the amount in the size's smallest unit. */
function amountOf(size: string): number {
  const [amount = '1', unit = ''] = size.split(' ');
  return Number(amount) * (unit === 'kg' || unit === 'L' ? 1000 : 1);
}

function stapleProducts(): DemoProduct[] {
  // Its own generator, so the brand × type range keeps the prices and stock it always had.
  const random = seededRandom(27);
  const products: DemoProduct[] = [];
  for (const line of STAPLES.trim().split('\n')) {
    const [category = '', ...items] = line.split('|').map((c) => c.trim());
    const tag = category.toLowerCase().split(' ').at(-1)!;
    for (const item of items) {
      const [typeName = '', price = '0', sizes = ''] = item.split(':');
      const [first = '', ...rest] = sizes.split('/');
      for (const size of [first, ...rest]) {
        const factor = amountOf(size) / amountOf(first);
        const price2 = Math.max(5, Math.round(Number(price) * factor ** 0.93));
        const out = random() < 0.04;
        products.push({
          name: `${typeName} ${size}`,
          category,
          price: price2,
          originalPrice: random() < 0.15 ? Math.round(price2 * 1.12) : null,
          unit: 'pack',
          stockQuantity: out ? 0 : 10 + Math.floor(random() * 190),
          tags: [tag],
          description: `${typeName}, ${size}.`,
          image: typeName.replace(/\s*\(.*\)/, ''),
        });
      }
    }
  }
  return products;
}

/** A small seeded generator (mulberry32), so every run produces the same catalogue. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** "500 g" × 2 → "1 kg"; "200 ml" × 2.5 → "500 ml"; "10 pcs" × 4 → "40 pcs". */
function scaleSize(size: string, factor: number): string {
  const [amount = '1', unit = ''] = size.split(' ');
  let value = Number(amount) * factor;
  let shown = unit;
  if (unit === 'kg' || unit === 'L') value *= 1000;
  if (unit === 'kg' || unit === 'g') shown = value >= 1000 ? 'kg' : 'g';
  if (unit === 'L' || unit === 'ml') shown = value >= 1000 ? 'L' : 'ml';
  if (shown === 'kg' || shown === 'L') value /= 1000;
  return `${Number(value.toFixed(2))} ${shown}`;
}

const list = (cell: string | undefined) =>
  (cell ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Every brand the range knows, longest first: a demo product's brand is the one its name starts with
 * ("Tata Sampann Toor Dal" is Tata Sampann's, not Tata's), so the catalogue's brand column is filled.
 */
export const KNOWN_BRANDS: readonly string[] = [
  ...new Set(
    DEPARTMENTS.trim()
      .split('\n')
      .flatMap((line) => list(line.split('|')[1])),
  ),
  ...['Tata', 'Amul', 'Britannia', 'Modern', 'Harvest Gold', 'English Oven', 'Eggoz', 'Madhur', 'Catch'],
  ...['Coca-Cola', 'Thums Up', 'Pepsi', 'Sprite', 'Fanta', 'Limca', '7Up', 'Mountain Dew', 'Mirinda'],
  ...['Parachute', 'Dhampure', 'Trust', 'Maggi', 'Haldiram', 'Mother Dairy', 'Parle', 'Parle-G', 'Nestle'],
].sort((a, b) => b.length - a.length);

export const brandOf = (name: string): string =>
  KNOWN_BRANDS.find(
    (brand) => name === brand || name.startsWith(`${brand} `) || name.startsWith(`${brand}'`),
  ) ?? '';

export function supermarketProducts(): DemoProduct[] {
  const random = seededRandom(20250601);
  const products: DemoProduct[] = [];
  for (const line of DEPARTMENTS.trim().split('\n')) {
    const [category = '', brands, types, factors] = line.split('|').map((c) => c.trim());
    const tag = category.toLowerCase().split(' ')[0]!;
    for (const brand of list(brands)) {
      // Brands sit at different price points, from value to premium.
      const brandFactor = 0.85 + random() * 0.4;
      for (const type of list(types)) {
        const [typeName = '', price = '0', firstSize = ''] = type.split(':');
        for (const factor of list(factors).map(Number)) {
          const size = scaleSize(firstSize, factor);
          const price2 = Math.max(5, Math.round(Number(price) * brandFactor * factor ** 0.93));
          const discounted = random() < 0.22;
          const out = random() < 0.06;
          const tags = [tag, brand.toLowerCase()];
          if (random() < 0.08) tags.push('bestseller');
          if (/organic/i.test(brand)) tags.push('organic');
          products.push({
            name: `${brand} ${typeName} ${size}`,
            category,
            price: price2,
            originalPrice: discounted ? Math.round(price2 * (1.08 + random() * 0.22)) : null,
            unit: 'pack',
            stockQuantity: out ? 0 : 5 + Math.floor(random() * 245),
            tags,
            description: `${brand} ${typeName.toLowerCase()}, ${size} pack.`,
            // One picture per product type, shared by every brand and size (the browser caches it once).
            image: typeName,
          });
        }
      }
    }
  }
  // Last, so a test taking the range's first products (supermarket: false) gets what it always got.
  return [...products, ...stapleProducts()];
}
