import { MAX_SLUG_LENGTH, slugify } from '@jhola/domain';

/** Generated demo images live at /media/<kind>/<slug>.svg; the slug alone decides the picture. */
export const MEDIA_KINDS = ['shops', 'products'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// The slug rule is the domain's: the catalogue's download names use it too.
export { MAX_SLUG_LENGTH, slugify };

export const mediaPath = (kind: MediaKind, label: string): string => `/media/${kind}/${slugify(label)}.svg`;
