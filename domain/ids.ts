import { randomBytesFromPool } from './randomPool.ts';

const hexOfByte = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
let lastMs = 0;
let sequence = 0;

/**
 * UUIDv7: time-ordered, so ordering by id is ordering by creation and cursors stay simple.
 * Within one millisecond a 12-bit counter (RFC 9562 method 1) keeps ids of one process in order.
 */
export function newId(now: number = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    const [high = 0, low = 0] = randomBytesFromPool(2);
    sequence = ((high << 8) | low) & 0x7ff; // room to count up
  } else if (++sequence > 0xfff) {
    lastMs++;
    sequence = 0;
  }
  const bytes = randomBytesFromPool(16);
  let ms = lastMs;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  let hex = '';
  for (const b of bytes) hex += hexOfByte[b];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
