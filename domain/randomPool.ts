/**
 * Random bytes drawn from a pooled CSPRNG buffer. Each `crypto.getRandomValues` call costs about 6 µs of native
 * overhead whatever its size, and an import seals five values and makes three ids per employee; drawing from a
 * 4 kB buffer pays that once per ~300 draws. Every byte is handed out once; the pool only ever holds values that
 * become public (IVs, ids), never key material.
 */
const POOL_BYTES = 4096;
let pool = new Uint8Array(0);
let offset = 0;

/** `n` fresh random bytes (n ≤ 4096), in a new array the caller owns. */
export function randomBytesFromPool(n: number): Uint8Array<ArrayBuffer> {
  if (n > POOL_BYTES) throw new RangeError(`at most ${POOL_BYTES} bytes per draw`);
  if (offset + n > pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(POOL_BYTES));
    offset = 0;
  }
  const bytes = pool.slice(offset, offset + n);
  offset += n;
  return bytes;
}
