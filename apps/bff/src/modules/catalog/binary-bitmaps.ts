/**
 * Bitmaps in their binary form as PostgreSQL sends them (`varbit_send`): the bit length in 4 bytes, big-endian, then
 * the bits, eight to a byte, the first in the high bit. The search keeps the bitmaps it reads (bitmap-cache.ts),
 * makes a question's bitmap and its tiers here, counts them, and sends a tier back as a `bytea` for its walk
 * (search-bitmaps.ts).
 */

/** Calls `visit` with the ordinal of every set bit of a bitmap in its binary form (`varbit_send`). */
export function forEachSetBit(sent: Uint8Array, visit: (ord: number) => void): void {
  for (let i = 4; i < sent.length; i++) {
    let byte = sent[i]!;
    while (byte !== 0) {
      const bit = Math.clz32(byte) - 24;
      byte ^= 0x80 >> bit;
      visit((i - 4) * 8 + bit);
    }
  }
}

/** The ordinals of a bitmap's set bits, from its binary form: the bit length in 4 bytes, then the bits, first bit high. */
export function setBits(sent: Uint8Array): number[] {
  const ords: number[] = [];
  for (let i = 4; i < sent.length; i++) {
    let byte = sent[i]!;
    while (byte !== 0) {
      const bit = Math.clz32(byte) - 24;
      byte ^= 0x80 >> bit;
      ords.push((i - 4) * 8 + bit);
    }
  }
  return ords;
}

/** The bitmap's length in bits. */
export const bitLength = (bits: Uint8Array): number =>
  ((bits[0]! << 24) | (bits[1]! << 16) | (bits[2]! << 8) | bits[3]!) >>> 0;

/**
 * The bits of a bitmap as 32-bit words, past the 4-byte header: a view when the bytes are aligned (the bitmaps made
 * and kept here are), a copy otherwise. The last word may hold the zero padding of the last bytes.
 */
export function bitWords(bits: Uint8Array): Uint32Array {
  const count = Math.ceil((bits.length - 4) / 4);
  if ((bits.byteOffset + 4) % 4 === 0 && bits.byteOffset + 4 + count * 4 <= bits.buffer.byteLength) {
    return new Uint32Array(bits.buffer, bits.byteOffset + 4, count);
  }
  const copy = new Uint8Array(count * 4);
  copy.set(bits.subarray(4));
  return new Uint32Array(copy.buffer);
}

/** A copy of a bitmap whose words are aligned and whole (zero-padded), so that they are read as a view. */
export function aligned(bits: Uint8Array): Uint8Array {
  const out = new Uint8Array(new ArrayBuffer(4 + Math.ceil((bits.length - 4) / 4) * 4), 0, bits.length);
  out.set(bits);
  return out;
}

/** A new bitmap of `a`'s length and header, its words to fill. */
function like(a: Uint8Array): [Uint8Array, Uint32Array] {
  const out = new Uint8Array(new ArrayBuffer(4 + Math.ceil((a.length - 4) / 4) * 4), 0, a.length);
  out.set(a.subarray(0, 4));
  return [out, new Uint32Array(out.buffer, 4)];
}

/** `a | b` (one length, the catalogue's). */
export function or(a: Uint8Array, b: Uint8Array): Uint8Array {
  const [out, z] = like(a);
  const [x, y] = [bitWords(a), bitWords(b)];
  for (let i = 0; i < z.length; i++) z[i] = x[i]! | y[i]!;
  return out;
}

/** A bitmap of `length` bits, none set. */
export function noBits(length: number): Uint8Array {
  const bytes = 4 + Math.ceil(length / 8);
  const out = new Uint8Array(new ArrayBuffer(4 + Math.ceil((bytes - 4) / 4) * 4), 0, bytes);
  out[0] = length >>> 24;
  out[1] = (length >>> 16) & 0xff;
  out[2] = (length >>> 8) & 0xff;
  out[3] = length & 0xff;
  return out;
}

/** `a & b`, or `a & ~b` with `not` (one length, the catalogue's). */
export function and(a: Uint8Array, b: Uint8Array, not = false): Uint8Array {
  const [out, z] = like(a);
  const [x, y] = [bitWords(a), bitWords(b)];
  if (not) for (let i = 0; i < z.length; i++) z[i] = x[i]! & ~y[i]!;
  else for (let i = 0; i < z.length; i++) z[i] = x[i]! & y[i]!;
  return out;
}

/** How many bits are set. */
export function countBits(bits: Uint8Array): number {
  const w = bitWords(bits);
  let n = 0;
  for (let i = 0; i < w.length; i++) {
    let v = w[i]!;
    if (v === 0) continue;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return n;
}
