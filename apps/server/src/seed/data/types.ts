import { type OperatingHours, PRODUCT_UNITS, WEEKDAYS, type Weekday } from '@jhola/domain';

export interface DemoProduct {
  name: string;
  category: string;
  price: number;
  originalPrice: number | null;
  unit: (typeof PRODUCT_UNITS)[number];
  stockQuantity: number;
  tags: string[];
  description: string;
  /** What the generated picture shows (/media/products/<slug>.svg); the name when absent. */
  image?: string;
}

/** A demo product as stored: with its family (pack sizes of one product) when it has one. */
export interface SeededProduct extends DemoProduct {
  /** The brand its name starts with, '' for loose produce and local goods. */
  brand: string;
  familyKey: string | null;
  packSize: string | null;
}

export interface DemoShop {
  name: string;
  category: string;
  description: string;
  address: { street: string; city: string; state: string; zipCode: string };
  lat: number;
  lng: number;
  /** Straight-line km it delivers to: 3 for a neighbourhood shop, up to 8 for a supermarket. */
  deliveryRadiusKm: number;
  phone: string;
  rating: [average: number, count: number] | null;
  deliveryFee: number;
  /** null: no hours, which PRODUCT.md §4 treats as always open. */
  hours: OperatingHours | null;
  /**
   * Whether the shop adds tax on top of its prices (issue 28, decision 0042): false for packaged goods,
   * whose MRP already includes every tax; true only for a counter that bills like a restaurant.
   */
  hasTax: boolean;
  taxRate: number;
  inquiryAvailableTime: number;
  orderCount: number;
  products: DemoProduct[];
}

/** The same hours every day, except the days listed as closed. Close before open crosses midnight. */
export function daily(open: string, close: string, closedOn: Weekday[] = []): OperatingHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, { open, close, closed: closedOn.includes(day) }]),
  ) as OperatingHours;
}

/** Open around the clock: 00:00–23:59 every day. */
export const ALL_DAY = daily('00:00', '23:59');

/**
 * Products as a readable table, one per line:
 * `name | category | price | original price or - | unit | stock | tags, comma separated | description`.
 */
export function productTable(table: string): DemoProduct[] {
  return table
    .trim()
    .split('\n')
    .map((line, index) => {
      const cells = line.split('|').map((c) => c.trim());
      const [name, category, price, was, unit, stock, tags, description] = cells;
      if (cells.length !== 8 || !PRODUCT_UNITS.includes(unit as DemoProduct['unit'])) {
        throw new Error(`demo product line ${index + 1} is malformed: ${line}`);
      }
      return {
        name: name!,
        category: category!,
        price: Number(price),
        originalPrice: was === '-' ? null : Number(was),
        unit: unit as DemoProduct['unit'],
        stockQuantity: Number(stock),
        tags: tags ? tags.split(',').map((t) => t.trim()) : [],
        description: description!,
      };
    });
}
