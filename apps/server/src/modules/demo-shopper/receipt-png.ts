import { deflateSync } from 'node:zlib';

/**
 * A shop receipt drawn as a real grayscale PNG, in memory, for the demo shopper's bill upload. Text is
 * set in a 3×5 pixel font; no image library needed (the PNG is written by hand: signature, IHDR, IDAT
 * deflated with node:zlib, IEND, each chunk with its CRC-32).
 */
const GLYPHS: Record<string, string> = {
  '0': '111101101101111',
  '1': '010110010010111',
  '2': '111001111100111',
  '3': '111001111001111',
  '4': '101101111001001',
  '5': '111100111001111',
  '6': '111100111101111',
  '7': '111001001001001',
  '8': '111101111101111',
  '9': '111101111001111',
  '.': '000000000000010',
  ':': '000010000010000',
  '-': '000000111000000',
  '#': '101111101111101',
  A: '010101111101101',
  B: '110101110101110',
  C: '111100100100111',
  D: '110101101101110',
  E: '111100110100111',
  F: '111100110100100',
  G: '111100101101111',
  H: '101101111101101',
  I: '111010010010111',
  J: '001001001101111',
  K: '101101110101101',
  L: '100100100100111',
  M: '101111111101101',
  N: '110101101101101',
  O: '111101101101111',
  P: '111101111100100',
  Q: '111101101111001',
  R: '110101110101101',
  S: '111100111001111',
  T: '111010010010010',
  U: '101101101101111',
  V: '101101101101010',
  W: '101101111111101',
  X: '101101010101101',
  Y: '101101010010010',
  Z: '111001010100111',
};

const SCALE = 2;
const CHAR_W = 4 * SCALE;
const LINE_H = 9 * SCALE;
const MARGIN = 12;
const COLUMNS = 32;

export interface ReceiptLine {
  left: string;
  right?: string;
}

class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height).fill(255);
  }

  text(x: number, y: number, value: string): void {
    [...value.toUpperCase()].forEach((ch, i) => {
      const glyph = GLYPHS[ch];
      if (!glyph) return;
      for (let bit = 0; bit < 15; bit++) {
        if (glyph[bit] !== '1') continue;
        const gx = x + i * CHAR_W + (bit % 3) * SCALE;
        const gy = y + Math.floor(bit / 3) * SCALE;
        for (let dy = 0; dy < SCALE; dy++)
          for (let dx = 0; dx < SCALE; dx++) this.pixels[(gy + dy) * this.width + gx + dx] = 30;
      }
    });
  }

  dashes(y: number): void {
    for (let x = MARGIN; x < this.width - MARGIN; x++) if (x % 6 < 3) this.pixels[y * this.width + x] = 120;
  }
}

/** Draws the lines (a `left` text and an optional right-aligned `right`); '---' draws a dashed rule. */
export function drawReceipt(lines: ReceiptLine[]): Buffer {
  const width = MARGIN * 2 + COLUMNS * CHAR_W;
  const height = MARGIN * 2 + lines.length * LINE_H;
  const canvas = new Canvas(width, height);
  lines.forEach((line, row) => {
    const y = MARGIN + row * LINE_H;
    if (line.left === '---') {
      canvas.dashes(y + 4 * SCALE);
      return;
    }
    const right = line.right ?? '';
    const left = line.left.slice(0, COLUMNS - right.length - (right ? 1 : 0));
    canvas.text(MARGIN, y, left);
    if (right) canvas.text(MARGIN + (COLUMNS - right.length) * CHAR_W, y, right);
  });
  return encodeGrayPng(canvas.width, canvas.height, canvas.pixels);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** 8-bit grayscale PNG; every row starts with filter type 0 (none). */
export function encodeGrayPng(width: number, height: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
