/**
 * Browser-safe byte helpers for the generated binaries the mock serves (OS image downloads as zip or
 * gzip, PNG map tiles): CRC-32, Adler-32 and "stored" deflate blocks (RFC 1951 §3.2.4, BTYPE 00), so
 * no compressor (node:zlib) is needed. Every output is a valid file that any reader accepts.
 */

/** Largest payload of one stored deflate block (LEN is 16 bits). */
const STORED_BLOCK_MAX = 0xffff;

let crcTable: Uint32Array | null = null;

/** CRC-32 (IEEE 802.3, as zip, gzip and PNG use it). */
export function crc32(data: Uint8Array, crc = 0): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = (crc ^ 0xffffffff) >>> 0;
  // The table has 256 entries and the index is masked to a byte.
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Adler-32 (the zlib trailer). */
function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** Raw deflate stream made of stored (uncompressed) blocks. */
function storedDeflate(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / STORED_BLOCK_MAX));
  const out = new Uint8Array(data.length + blocks * 5);
  let o = 0;
  for (let i = 0; i < blocks; i++) {
    const chunk = data.subarray(i * STORED_BLOCK_MAX, Math.min(data.length, (i + 1) * STORED_BLOCK_MAX));
    out[o++] = i === blocks - 1 ? 1 : 0;
    out[o++] = chunk.length & 0xff;
    out[o++] = chunk.length >>> 8;
    out[o++] = ~chunk.length & 0xff;
    out[o++] = (~chunk.length >>> 8) & 0xff;
    out.set(chunk, o);
    o += chunk.length;
  }
  return out;
}

/** Concatenates byte arrays. */
export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

/** Big-endian 32-bit integer bytes. */
export const u32be = (n: number): Uint8Array =>
  new Uint8Array([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
/** Little-endian 16-bit integer bytes. */
const u16le = (n: number): Uint8Array => new Uint8Array([n & 0xff, (n >>> 8) & 0xff]);
/** Little-endian 32-bit integer bytes. */
const u32le = (n: number): Uint8Array =>
  new Uint8Array([n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff]);

/** A zlib stream (RFC 1950) of stored blocks: header 78 01, deflate data, Adler-32. */
export function zlibStored(data: Uint8Array): Uint8Array {
  return concat([new Uint8Array([0x78, 0x01]), storedDeflate(data), u32be(adler32(data))]);
}

/** A gzip file (RFC 1952) of stored blocks holding `data` under `name`. */
export function gzipStored(data: Uint8Array, name: string, mtimeSec = 0): Uint8Array {
  const header = concat([
    new Uint8Array([0x1f, 0x8b, 8, 0x08]),
    u32le(mtimeSec),
    new Uint8Array([0, 255]),
    new TextEncoder().encode(name),
    new Uint8Array([0]),
  ]);
  return concat([header, storedDeflate(data), u32le(crc32(data)), u32le(data.length >>> 0)]);
}

/** A zip archive (PKWARE APPNOTE) with uncompressed ("stored", method 0) entries. */
export function zipStored(entries: readonly { name: string; data: Uint8Array }[]): Uint8Array {
  const enc = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = enc.encode(e.name);
    const crc = crc32(e.data);
    // version 10, flags 0, method 0, time/date 0 (1980-01-01), crc, sizes, name length, extra length
    const common = concat([
      u16le(10),
      u16le(0),
      u16le(0),
      u16le(0),
      u16le(0x21),
      u32le(crc),
      u32le(e.data.length),
      u32le(e.data.length),
      u16le(name.length),
      u16le(0),
    ]);
    const local = concat([u32le(0x04034b50), common, name, e.data]);
    centrals.push(
      concat([u32le(0x02014b50), u16le(20), common, u16le(0), u16le(0), u16le(0), u32le(0), u32le(offset), name]),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = concat(centrals);
  const end = concat([
    u32le(0x06054b50),
    u16le(0),
    u16le(0),
    u16le(entries.length),
    u16le(entries.length),
    u32le(central.length),
    u32le(offset),
    u16le(0),
  ]);
  return concat([...locals, central, end]);
}
