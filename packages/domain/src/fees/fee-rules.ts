import { z } from 'zod';

/**
 * A shop's fees (issue 45): delivery by distance bands, a minimum order, a small-cart fee below a
 * threshold and free delivery from an amount. Amounts are rupees with at most 2 decimals, as every
 * amount of the API; the arithmetic is in whole paise (fee-quote.ts).
 */
export const FEE_KINDS = ['delivery', 'small_cart'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

/** A fee line an order keeps from its placement (the order and its bill show them). */
export const orderFeeLineSchema = z.object({ kind: z.enum(FEE_KINDS), amount: z.number() });
export type OrderFeeLine = z.infer<typeof orderFeeLineSchema>;

/** The English label of each fee (the server translates it; the apps write their own words by kind). */
export const FEE_LABELS: Record<FeeKind, string> = {
  delivery: 'Delivery fee',
  small_cart: 'Small cart fee',
};

/** The most distance bands a shop may have: enough for any city, few enough to read at a glance. */
export const MAX_DELIVERY_BANDS = 6;
/** The farthest a band may reach: the largest delivery radius a shop may have. */
export const MAX_BAND_KM = 50;

const money = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, `${field} cannot be negative`)
    .max(max, `${field} must be at most ₹${max}`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${field} can have at most 2 decimals`);

export const deliveryBandSchema = z.object({
  /** This band's fee applies up to this many km (straight line) from the shop. */
  upToKm: z
    .number({ error: 'Distance must be a number of km' })
    .positive('Distance must be more than 0 km')
    .max(MAX_BAND_KM, `Distance must be at most ${MAX_BAND_KM} km`),
  fee: money('Delivery fee', 1000),
});
export type DeliveryBand = z.infer<typeof deliveryBandSchema>;

export const feeRulesSchema = z.object({
  /**
   * Nearest first, each reaching further than the one before; beyond the last band its fee still
   * applies (the shop's delivery radius decides whether it delivers at all).
   */
  deliveryBands: z
    .array(deliveryBandSchema)
    .min(1, 'Give at least one delivery band')
    .max(MAX_DELIVERY_BANDS, `At most ${MAX_DELIVERY_BANDS} delivery bands`)
    .refine(
      (bands) => bands.every((band, i) => i === 0 || band.upToKm > bands[i - 1]!.upToKm),
      'Each band must reach further than the one before',
    ),
  /** Orders below this (the items' subtotal) are refused; 0: no minimum. */
  minimumOrder: money('Minimum order', 100_000),
  /** A fee added while the subtotal is below `below`; null: none. */
  smallCart: z
    .object({ below: money('Small cart threshold', 100_000), fee: money('Small cart fee', 1000) })
    .nullable(),
  /** Delivery costs nothing when the subtotal is at least this; null: never free. */
  freeDeliveryAbove: money('Free delivery amount', 100_000).nullable(),
});
export type FeeRules = z.infer<typeof feeRulesSchema>;

/** GET /api/shops/:id/fees and PUT /api/admin/shops/:id/fees: the rules and whether the shop set them. */
export const shopFeesReplySchema = z.object({
  shopId: z.string(),
  rules: feeRulesSchema,
  /** false: the shop has set no rules, and its one flat delivery fee applies at every distance. */
  custom: z.boolean(),
});
export type ShopFeesReply = z.infer<typeof shopFeesReplySchema>;

/** The rules of a shop that set none: its flat delivery fee everywhere, no minimum, no small-cart fee. */
export const flatFeeRules = (deliveryFee: number): FeeRules => ({
  deliveryBands: [{ upToKm: MAX_BAND_KM, fee: deliveryFee }],
  minimumOrder: 0,
  smallCart: null,
  freeDeliveryAbove: null,
});

/** The band's fee for this distance; an unknown distance counts as the farthest band (as the ETA errs late). */
export function bandFee(bands: readonly DeliveryBand[], distanceKm: number | null): number {
  const last = bands[bands.length - 1];
  if (!last) return 0;
  if (distanceKm === null || !Number.isFinite(distanceKm)) return last.fee;
  return (bands.find((band) => distanceKm <= band.upToKm) ?? last).fee;
}
