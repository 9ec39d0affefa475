import { z } from 'zod';
import { operatingHoursSchema } from '../catalogue/shop.js';
import { merchantRulesSchema } from './merchant-requests.js';

/** One of the owner's shops as "My shop" shows it. */
export const ownerShopSchema = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  isOpenNow: z.boolean(),
  statusText: z.string(),
  pause: z.object({ reason: z.string().nullable(), reopensAt: z.string().nullable() }).nullable(),
  holidays: z.array(z.string()),
  operatingHours: operatingHoursSchema.nullable(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type OwnerShop = z.infer<typeof ownerShopSchema>;
export const ownerShopsReplySchema = z.object({ shops: z.array(ownerShopSchema) });
export const ownerShopReplySchema = z.object({ shop: ownerShopSchema });

/** Why a product cannot be ordered: the owner marked it, or shoppers' reports hid it until confirmed. */
export const STOCK_MARKS = ['out', 'held'] as const;

export const ownerProductSchema = z.object({
  _id: z.string(),
  shopId: z.string(),
  name: z.string(),
  category: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  inStock: z.boolean(),
  stockMark: z.enum(STOCK_MARKS).nullable(),
});
export type OwnerProduct = z.infer<typeof ownerProductSchema>;
export const ownerProductsReplySchema = z.object({
  products: z.array(ownerProductSchema),
  total: z.number().int(),
  /** The admin's rules the caller's prices are held to (ownerPriceBounds); null for an admin, who is not. */
  priceRules: merchantRulesSchema.nullable(),
});
export const ownerProductReplySchema = z.object({ product: ownerProductSchema });
export const bulkStockReplySchema = z.object({ updated: z.number().int() });

/** "Mark Amul Toned Milk 1 L out of stock?": a product shoppers found missing today, not yet answered. */
export const stockSuggestionSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  reports: z.number().int(),
  lastReportedAt: z.string(),
  /** Hidden from new carts until someone answers (the admin's reportsToHide was reached). */
  hidden: z.boolean(),
});
export type StockSuggestion = z.infer<typeof stockSuggestionSchema>;
export const stockSuggestionsReplySchema = z.object({ suggestions: z.array(stockSuggestionSchema) });

/** An order of the shop as its counter sees it: who picks it and what, item by item. */
export const shopOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  placedAt: z.string(),
  shopperName: z.string().nullable(),
  total: z.number(),
  items: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      /** The shopper's tick (found, not_available, changed, replaced) or null while not looked at. */
      pick: z.string().nullable(),
    }),
  ),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;
export const shopOrdersReplySchema = z.object({ orders: z.array(shopOrderSchema) });

const statementFigures = {
  orders: z.number().int(),
  itemsSold: z.number().int(),
  /** Rupees, exact to the paisa (summed in paise). */
  billed: z.number(),
  fees: z.number(),
  claims: z.number(),
};
export const statementRowSchema = z.object({ period: z.string(), ...statementFigures });
export type StatementRow = z.infer<typeof statementRowSchema>;

export const shopStatementSchema = z.object({
  shopId: z.string(),
  from: z.string(),
  to: z.string(),
  totals: z.object(statementFigures),
  days: z.array(statementRowSchema),
  months: z.array(statementRowSchema),
  /** Why claims are zero when nothing records them yet. */
  claimsNote: z.string().nullable(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  reviews: z.array(z.object({ rating: z.number().int(), comment: z.string(), at: z.string() })),
});
export type ShopStatement = z.infer<typeof shopStatementSchema>;

export const SHOP_CHANGE_KINDS = ['status', 'hours', 'stock', 'price', 'suggestion'] as const;
export type ShopChangeKind = (typeof SHOP_CHANGE_KINDS)[number];

/** One change an owner (or an admin, or the reports) made to a shop, for the admins' audit. */
export const shopChangeSchema = z.object({
  _id: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string(),
  kind: z.enum(SHOP_CHANGE_KINDS),
  detail: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type ShopChange = z.infer<typeof shopChangeSchema>;
export const shopChangesReplySchema = z.object({ changes: z.array(shopChangeSchema) });
