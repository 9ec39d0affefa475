/** The longest slug: a picture's file name, a download's name. */
export const MAX_SLUG_LENGTH = 80;

/** "Sri Krishna Iyengar Bakery" → "sri-krishna-iyengar-bakery"; nothing left of it → "item". */
export function slugify(label: string): string {
  const slug = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents: é → e
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  return slug || 'item';
}
