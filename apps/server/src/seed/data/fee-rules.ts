import type { FeeRules } from '@jhola/domain';

/**
 * Issue 45: the demo shops that show every kind of fee, by name; the others keep their one flat
 * delivery fee (the shops the journeys and server tests order from among them, so their sums stay).
 * The nearest band's fee is each shop's delivery fee as shop lists show it.
 */
export const DEMO_FEE_RULES: Record<string, FeeRules> = {
  'Mahalaxmi Dairy Farm': {
    deliveryBands: [
      { upToKm: 1.5, fee: 15 },
      { upToKm: 3, fee: 25 },
    ],
    minimumOrder: 99,
    smallCart: { below: 149, fee: 10 },
    freeDeliveryAbove: 299,
  },
  'Arogya 24x7 Pharmacy': {
    deliveryBands: [
      { upToKm: 3, fee: 15 },
      { upToKm: 8, fee: 30 },
    ],
    minimumOrder: 0,
    smallCart: null,
    freeDeliveryAbove: 499,
  },
  'Aggarwal General Store': {
    deliveryBands: [
      { upToKm: 2, fee: 0 },
      { upToKm: 5, fee: 20 },
    ],
    minimumOrder: 149,
    smallCart: { below: 249, fee: 15 },
    freeDeliveryAbove: null,
  },
};
