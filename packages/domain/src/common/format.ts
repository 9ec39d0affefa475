/** Every time Jhola shows is India's time, whatever the server's or the browser's zone (PRODUCT.md §9). */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Rupees as Jhola writes them everywhere (screens, timeline notes, the command line, mail):
 * en-IN grouping (lakh, crore) and always two decimals, e.g. "₹1,119.00". Not a number reads as ₹0.00.
 */
export const formatRupees = (amount: number): string => rupees.format(Number.isFinite(amount) ? amount : 0);
