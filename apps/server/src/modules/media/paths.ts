/** Generated demo images live at /media/<kind>/<slug>.svg; the slug alone decides the picture. */
export const MEDIA_KINDS = ['shops', 'products'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 80;

/** "Sri Krishna Iyengar Bakery" → "sri-krishna-iyengar-bakery". */
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

export const mediaPath = (kind: MediaKind, label: string): string => `/media/${kind}/${slugify(label)}.svg`;
