import { isIP } from 'node:net';

/**
 * Whether an address is on the public internet. Webhooks in production may only reach those: never loopback,
 * private, link-local, unique-local, carrier-grade NAT, documentation, multicast or reserved ranges, in v4 or v6
 * (including v4 hidden in a v6 address: mapped, NAT64).
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return isPublicV4(v4Bytes(bare));
  if (family === 6) return isPublicV6(v6Bytes(bare));
  return false;
}

type Range = [bytes: number[], bits: number];

const privateV4: Range[] = [
  [[0, 0, 0, 0], 8],
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10],
  [[127, 0, 0, 0], 8],
  [[169, 254, 0, 0], 16],
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24],
  [[192, 0, 2, 0], 24],
  [[192, 88, 99, 0], 24],
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15],
  [[198, 51, 100, 0], 24],
  [[203, 0, 113, 0], 24],
  [[224, 0, 0, 0], 4],
  [[240, 0, 0, 0], 4],
];

const privateV6: Range[] = [
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 128],
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], 128],
  [[0x01, 0x00], 64],
  [[0x20, 0x01, 0x0d, 0xb8], 32],
  [[0xfc], 7],
  [[0xfe, 0x80], 10],
  [[0xfe, 0xc0], 10],
  [[0xff], 8],
];

function inRange(bytes: number[], [prefix, bits]: Range): boolean {
  for (let bit = 0; bit < bits; bit++) {
    const byte = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if (((bytes[byte] ?? 0) & mask) !== ((prefix[byte] ?? 0) & mask)) return false;
  }
  return true;
}

const isPublicV4 = (bytes: number[]) => !privateV4.some((range) => inRange(bytes, range));

function isPublicV6(bytes: number[]): boolean {
  const tail = bytes.slice(12);
  const mapped = bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  const compatible = bytes.slice(0, 12).every((b) => b === 0);
  const nat64 = inRange(bytes, [[0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96]);
  if (mapped || nat64 || compatible) return isPublicV4(tail) && !privateV6.some((range) => inRange(bytes, range));
  return !privateV6.some((range) => inRange(bytes, range));
}

const v4Bytes = (address: string) => address.split('.').map(Number);

function v6Bytes(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = v4Bytes(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${((a! << 8) | b!).toString(16)}:${((c! << 8) | d!).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = [...headGroups, ...fill, ...tailGroups].map((g) => parseInt(g || '0', 16));
  return groups.flatMap((g) => [g >> 8, g & 0xff]);
}
