/** The three picture formats the app accepts (photos, bills, chat pictures), told apart by content. */
export type ImageType = { ext: 'jpg' | 'png' | 'webp'; contentType: string };

export const IMAGE_TYPES_BY_EXT: Record<string, ImageType> = {
  jpg: { ext: 'jpg', contentType: 'image/jpeg' },
  png: { ext: 'png', contentType: 'image/png' },
  webp: { ext: 'webp', contentType: 'image/webp' },
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (data: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => data[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** Decides the type by the file's first bytes, never by its name or the declared content type. */
export function sniffImageType(data: Buffer): ImageType | null {
  if (data.length >= 3 && startsWith(data, [0xff, 0xd8, 0xff])) return IMAGE_TYPES_BY_EXT.jpg!;
  if (data.length >= 8 && startsWith(data, PNG_SIGNATURE)) return IMAGE_TYPES_BY_EXT.png!;
  if (data.length >= 12 && startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8))
    return IMAGE_TYPES_BY_EXT.webp!;
  return null;
}
