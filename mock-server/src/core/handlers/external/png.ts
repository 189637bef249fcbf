/**
 * A tiny browser-safe PNG encoder (PNG spec: signature, IHDR, PLTE, IDAT, IEND) for 2-bit palette
 * images, with the image data in stored zlib blocks (core/live/bytes.ts), so no compressor is needed.
 */
import { concat, crc32, u32be, zlibStored } from '../../live/bytes.ts';

/** PNG file signature. */
const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Bits per pixel of the palette images written here (4 colours). */
const PALETTE_BIT_DEPTH = 2;
const PALETTE_COLOR_TYPE = 3;
const PIXELS_PER_BYTE = 8 / PALETTE_BIT_DEPTH;

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typeBytes = new TextEncoder().encode(type);
  const body = concat([typeBytes, data]);
  return concat([u32be(data.length), body, u32be(crc32(body))]);
}

/**
 * Encodes a `width`×`height` image whose pixel (x, y) has palette index `pixel(x, y)` (0–3);
 * `palette` holds up to four `[r, g, b]` colours.
 */
export function encodePalettePng(
  width: number,
  height: number,
  palette: readonly (readonly [number, number, number])[],
  pixel: (x: number, y: number) => number,
): Uint8Array {
  if (palette.length === 0 || palette.length > 1 << PALETTE_BIT_DEPTH)
    throw new RangeError('palette needs 1 to 4 colours');
  const rowBytes = Math.ceil(width / PIXELS_PER_BYTE);
  const raw = new Uint8Array((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (rowBytes + 1);
    raw[row] = 0; // filter: none
    // Pixels are packed into each byte high bits first; a byte is written once it is full (or the row ends).
    let byte = 0;
    for (let x = 0; x < width; x++) {
      const shift = 8 - PALETTE_BIT_DEPTH * ((x % PIXELS_PER_BYTE) + 1);
      byte |= (pixel(x, y) & 3) << shift;
      if (shift === 0 || x === width - 1) {
        raw[row + 1 + Math.floor(x / PIXELS_PER_BYTE)] = byte;
        byte = 0;
      }
    }
  }
  const ihdr = concat([u32be(width), u32be(height), new Uint8Array([PALETTE_BIT_DEPTH, PALETTE_COLOR_TYPE, 0, 0, 0])]);
  const plte = new Uint8Array(palette.flatMap((c) => [...c]));
  return concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('PLTE', plte),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
