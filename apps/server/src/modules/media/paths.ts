import { MAX_SLUG_LENGTH, slugify } from '@jhola/domain';
import { encodePackLabel, packTitle } from './pack-label.js';

/** Generated demo images live at /media/<kind>/<slug>.svg; the slug alone decides the picture. */
export const MEDIA_KINDS = ['shops', 'products'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// The slug rule is the domain's: the catalogue's download names use it too.
export { MAX_SLUG_LENGTH, slugify };

export const mediaPath = (kind: MediaKind, label: string): string => `/media/${kind}/${slugify(label)}.svg`;

/**
 * A product's packshot (issue 47): its brand, what it is and its size printed on its pack, the emblem
 * chosen by `icon` (what the generic picture showed, e.g. "Whole Wheat Atta"; the name when absent).
 */
export function packPath(product: {
  name: string;
  brand?: string;
  packSize?: string | null;
  icon?: string;
}): string {
  const brand = product.brand ?? '';
  const size = product.packSize ?? '';
  const title = packTitle(product.name, brand, size);
  // The icon's words only when they say more than the title (the path stays short).
  const icon = product.icon && product.icon !== title ? product.icon : '';
  return `/media/packs/${encodePackLabel({ brand, title, size, icon })}.svg`;
}
