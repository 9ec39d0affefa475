/** PRODUCT.md §3 local storage key checkoutAddress: the last address used, offered again at the next checkout. */
export const CHECKOUT_ADDRESS_KEY = 'checkoutAddress';

export interface SavedCheckoutAddress {
  street: string;
  area: string;
  landmark: string;
  city: string;
  state: string;
  zipCode: string;
  instructions: string;
  contactName: string;
  contactPhone: string;
  countryCode: string;
}

const FIELDS: (keyof SavedCheckoutAddress)[] = [
  'street',
  'area',
  'landmark',
  'city',
  'state',
  'zipCode',
  'instructions',
  'contactName',
  'contactPhone',
  'countryCode',
];

/**
 * The unfinished checkout form (issue 12): kept for this tab only (sessionStorage), so Back and reload
 * find it as it was, and dropped once the order is placed.
 */
export const CHECKOUT_DRAFT_KEY = 'checkoutDraft';

/** PRODUCT.md §3 key checkoutAddress: the last address used. */
export const readCheckoutAddress = (): Partial<SavedCheckoutAddress> =>
  readAddress(() => localStorage, CHECKOUT_ADDRESS_KEY);
export const readCheckoutDraft = (): Partial<SavedCheckoutAddress> =>
  readAddress(() => sessionStorage, CHECKOUT_DRAFT_KEY);

export function writeCheckoutDraft(values: SavedCheckoutAddress): void {
  try {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage blocked: the form still works, it just is not kept across a reload.
  }
}

export function clearCheckoutDraft(): void {
  try {
    sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** Whatever is stored is read field by field; anything that is not text is left out. */
function readAddress(storage: () => Storage, key: string): Partial<SavedCheckoutAddress> {
  try {
    const raw = JSON.parse(storage().getItem(key) ?? 'null') as Record<string, unknown> | null;
    if (!raw || typeof raw !== 'object') return {};
    const saved: Partial<SavedCheckoutAddress> = {};
    for (const field of FIELDS) if (typeof raw[field] === 'string') saved[field] = raw[field];
    return saved;
  } catch {
    return {};
  }
}

export function writeCheckoutAddress(address: SavedCheckoutAddress): void {
  try {
    localStorage.setItem(CHECKOUT_ADDRESS_KEY, JSON.stringify(address));
  } catch {
    // Storage blocked: the next checkout starts from the profile instead.
  }
}
