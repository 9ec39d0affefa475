import { DEFAULT_REPLACEMENT_CHOICE, type Order, type OrderItem, type Product } from '@jhola/domain';

export const item = (productId: string, name: string, quantity = 1, price = 100): OrderItem => ({
  productId,
  isCustom: false,
  name,
  unit: 'pack',
  price,
  quantity,
  notes: '',
  isAvailable: null,
  revisedQuantity: null,
  revisedPrice: null,
  shopperNotes: null,
  replacement: DEFAULT_REPLACEMENT_CHOICE,
  replacedWith: null,
});

/** An order as the staff API answers it, with overrides. */
export function order(overrides: Partial<Order> = {}): Order {
  const value = { subtotal: 300, deliveryFee: 20, taxes: 0, total: 320 };
  return {
    _id: 'o1',
    orderNumber: 'JH-1',
    status: 'shopping_in_progress',
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    customerId: 'c1',
    shopId: { _id: 's1', name: 'Apna Bazaar', inquiryAvailableTime: 1, phone: null },
    personalShopperId: { _id: 'u1', name: 'Ravi', phone: '9876500000' },
    estimatedDeliveryTime: null,
    timeline: [],
    items: [item('rice', 'Rice'), item('dal', 'Dal'), item('oil', 'Oil', 1, 100)],
    orderValue: value,
    revisedOrderValue: null,
    deliveryFee: 20,
    total: 320,
    deliveryAddress: {
      street: '7 Ranade Road',
      area: 'Dadar West',
      landmark: '',
      city: 'Mumbai',
      state: 'Maharashtra',
      zipCode: '400028',
      coordinates: { lat: 19.02, lng: 72.84 },
      formattedAddress: '7 Ranade Road, Dadar West, Mumbai',
      instructions: '',
      contactName: 'Asha',
      contactPhone: '+91 98765 01234',
    },
    paymentMethod: 'cash',
    paymentStatus: 'pending',
    bill: null,
    cancelledBy: null,
    cancellationReason: null,
    pickedUpAt: null,
    deliveredAt: null,
    deliveryBoyLocation: null,
    deliveryOTP: null,
    ifNoAnswer: 'approve',
    responseMinutes: 10,
    answerDeadline: null,
    ...overrides,
  };
}

/** A catalogue product as GET /shops/:id/products answers it. */
export const product = (
  id: string,
  name: string,
  price: number,
  overrides: Partial<Product> = {},
): Product => ({
  _id: id,
  shopId: 's1',
  name,
  description: '',
  category: 'Dairy',
  price,
  originalPrice: null,
  images: [`/media/products/${id}.svg`],
  stockQuantity: 10,
  unit: 'pack',
  inStock: true,
  tags: [],
  familyKey: null,
  packSize: null,
  isActive: true,
  createdAt: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

export const productPage = (products: Product[], total = products.length) => ({
  status: 200,
  body: { success: true, data: { products, nextCursor: null, total } },
});
