/** §3 local storage key checkoutAddress: the last address used, offered again at the next checkout. */
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

/** Whatever is stored is read field by field; anything that is not text is left out. */
export function readCheckoutAddress(): Partial<SavedCheckoutAddress> {
  try {
    const raw = JSON.parse(localStorage.getItem(CHECKOUT_ADDRESS_KEY) ?? 'null') as Record<
      string,
      unknown
    > | null;
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
