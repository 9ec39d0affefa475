import sharp from 'sharp';

/** Real pictures for upload tests, made in memory (a gradient, so encoders have something to chew on). */
async function picture(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    raw[i * 3] = (i % width) % 256;
    raw[i * 3 + 1] = Math.floor(i / width) % 256;
    raw[i * 3 + 2] = 128;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

/** A JPEG as a phone writes it: EXIF with the camera and the GPS position of where it was taken. */
export async function phoneJpeg(width = 640, height = 480): Promise<Buffer> {
  return (await picture(width, height))
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1', Copyright: 'secret-owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 0/1',
      },
    })
    .toBuffer();
}

export async function realPng(width = 320, height = 240): Promise<Buffer> {
  return (await picture(width, height)).png().toBuffer();
}

export async function realWebp(width = 320, height = 240): Promise<Buffer> {
  return (await picture(width, height)).webp().toBuffer();
}

/** Starts like a JPEG, is not one: the first bytes alone must not let it through. */
export const fakeJpeg = (): Buffer =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(256, 7)]);

/** What a served picture is: its format, size and whether any metadata came along. */
export async function describeImage(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    hasExif: meta.exif !== undefined,
    hasXmp: meta.xmp !== undefined,
  };
}
