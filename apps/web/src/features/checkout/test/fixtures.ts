/** The shop and customer the checkout tests place orders with. */
export const checkoutShop = {
  _id: 'b1c2d3e4-0000-4000-8000-000000000001',
  name: 'Fresh Mart',
  deliveryFee: 30,
};
export const checkoutCustomer = {
  _id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  role: 'customer' as const,
};
