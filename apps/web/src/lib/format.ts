/** §9: rupees, en-IN grouping (lakh, crore), always 2 decimals. */
const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
export const formatINR = (amount: number): string => inr.format(Number.isFinite(amount) ? amount : 0);

/** Cuts text at `max` characters with an ellipsis (100 on shop cards, 80 on product cards). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
