import { DEFAULT_REPLACEMENT_CHOICE, type Order, type ReplacedWith } from '@jhola/domain';

/** A complete order as GET /api/orders/:id answers it; tests override what they look at. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    _id: '7d0f6c1e-2b4a-4c8e-9f10-a1b2c3d4e5f6',
    orderNumber: 'JH-240110-0042',
    status: 'pending_shopper',
    createdAt: '2026-01-10T09:30:00.000Z',
    updatedAt: '2026-01-10T09:30:00.000Z',
    customerId: 'c1',
    shopId: { _id: 's1', name: 'Fresh Mart', inquiryAvailableTime: 15, phone: '+91 9876500000' },
    personalShopperId: null,
    estimatedDeliveryTime: null,
    timeline: [
      {
        status: 'pending_shopper',
        timestamp: '2026-01-10T09:30:00.000Z',
        note: 'Order placed',
        updatedBy: { role: 'customer', name: 'Asha' },
      },
    ],
    items: [
      {
        productId: 'p1',
        name: 'Basmati Rice',
        unit: 'kg',
        price: 120,
        quantity: 2,
        notes: '',
        isAvailable: null,
        revisedQuantity: null,
        revisedPrice: null,
        shopperNotes: null,
        replacement: DEFAULT_REPLACEMENT_CHOICE,
        replacedWith: null,
      },
      {
        productId: 'p2',
        name: 'Toor Dal',
        unit: 'kg',
        price: 150.5,
        quantity: 1,
        notes: '',
        isAvailable: null,
        revisedQuantity: null,
        revisedPrice: null,
        shopperNotes: null,
        replacement: DEFAULT_REPLACEMENT_CHOICE,
        replacedWith: null,
      },
    ],
    orderValue: { subtotal: 390.5, deliveryFee: 30, taxes: 0, total: 420.5 },
    revisedOrderValue: null,
    deliveryFee: 30,
    total: 420.5,
    deliveryAddress: {
      street: '12 MG Road',
      area: 'Indiranagar',
      landmark: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560038',
      coordinates: null,
      formattedAddress: '',
      instructions: '',
      contactName: 'Asha',
      contactPhone: '+91 9876543210',
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

/** What a shopper brought instead of an item (PRODUCT.md §12); tests override what they look at. */
export function replacedWithFixture(overrides: Partial<ReplacedWith> = {}): ReplacedWith {
  return {
    productId: 'p-rice-2',
    name: 'India Gate Basmati 1 kg',
    unit: 'pack',
    price: 130,
    imageUrl: null,
    quantity: 2,
    matchesPreference: false,
    refused: false,
    ...overrides,
  };
}
