import { isIP } from 'node:net';

/*
 * The special-purpose ranges, from IANA's "IPv4 Special-Purpose Address Registry" and "IPv6 Special-Purpose Address
 * Registry" (RFC 6890; registries as updated 2024-06, with RFC 9602 and RFC 9637), and the multicast spaces of
 * "IPv4 Multicast Address Space Registry" (RFC 5771) and "IPv6 Multicast Address Space Registry" (RFC 4291).
 * Every one is refused, globally reachable or not (AS112, AMT, 6to4 relays are no place for payroll webhooks).
 */
export const specialPurposeV4: readonly (readonly [cidr: string, name: string])[] = [
  ['0.0.0.0/8', 'this network'],
  ['10.0.0.0/8', 'private use'],
  ['100.64.0.0/10', 'shared address space (carrier-grade NAT)'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link local'],
  ['172.16.0.0/12', 'private use'],
  ['192.0.0.0/24', 'IETF protocol assignments'],
  ['192.0.2.0/24', 'documentation (TEST-NET-1)'],
  ['192.31.196.0/24', 'AS112-v4'],
  ['192.52.193.0/24', 'AMT'],
  ['192.88.99.0/24', 'deprecated 6to4 relay anycast'],
  ['192.168.0.0/16', 'private use'],
  ['192.175.48.0/24', 'direct delegation AS112 service'],
  ['198.18.0.0/15', 'benchmarking'],
  ['198.51.100.0/24', 'documentation (TEST-NET-2)'],
  ['203.0.113.0/24', 'documentation (TEST-NET-3)'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
  ['255.255.255.255/32', 'limited broadcast'],
];

export const specialPurposeV6: readonly (readonly [cidr: string, name: string])[] = [
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['::/96', 'IPv4-compatible (deprecated)'],
  ['64:ff9b::/96', 'IPv4-IPv6 translation (well-known NAT64)'],
  ['64:ff9b:1::/48', 'IPv4-IPv6 translation (local-use NAT64)'],
  ['100::/64', 'discard only'],
  ['100:0:0:1::/64', 'dummy IPv6 prefix'],
  ['2001::/23', 'IETF protocol assignments (Teredo, benchmarking, ORCHID, AMT, AS112, DRIP)'],
  ['2001:db8::/32', 'documentation'],
  ['2002::/16', '6to4'],
  ['2620:4f:8000::/48', 'direct delegation AS112 service'],
  ['3fff::/20', 'documentation'],
  ['5f00::/16', 'segment routing SIDs'],
  ['fc00::/7', 'unique local'],
  ['fe80::/10', 'link local'],
  ['fec0::/10', 'site local (deprecated)'],
  ['ff00::/8', 'multicast'],
];

/**
 * Whether an address is on the public internet. Webhooks in production may only reach those: nothing in a
 * special-purpose range, v4 or v6, nothing outside global unicast (2000::/3), and a v4-mapped v6 address is judged
 * as the v4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return isPublicV4(v4Bytes(bare));
  if (family === 6) return isPublicV6(v6Bytes(bare));
  return false;
}

/** The special-purpose range an address is in, by its registry name; null for a public address. */
export function specialPurposeOf(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return v4Ranges.find(([range]) => inRange(v4Bytes(bare), range))?.[1] ?? null;
  if (family === 6) {
    const bytes = v6Bytes(bare);
    if (isMapped(bytes)) return specialPurposeOf(bytes.slice(12).join('.'));
    const special = v6Ranges.find(([range]) => inRange(bytes, range))?.[1];
    return special ?? (inRange(bytes, [[0x20], 3]) ? null : 'outside global unicast');
  }
  return 'not an IP address';
}

type Range = [bytes: number[], bits: number];

function parseCidr(cidr: string): Range {
  const [address, bits] = cidr.split('/') as [string, string];
  return [isIP(address) === 4 ? v4Bytes(address) : v6Bytes(address), Number(bits)];
}

const v4Ranges = specialPurposeV4.map(([cidr, name]) => [parseCidr(cidr), name] as const);
const v6Ranges = specialPurposeV6.map(([cidr, name]) => [parseCidr(cidr), name] as const);

function inRange(bytes: number[], [prefix, bits]: Range): boolean {
  for (let bit = 0; bit < bits; bit++) {
    const byte = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if (((bytes[byte] ?? 0) & mask) !== ((prefix[byte] ?? 0) & mask)) return false;
  }
  return true;
}

const isPublicV4 = (bytes: number[]) => !v4Ranges.some(([range]) => inRange(bytes, range));

const isMapped = (bytes: number[]) => bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;

function isPublicV6(bytes: number[]): boolean {
  if (isMapped(bytes)) return isPublicV4(bytes.slice(12));
  return inRange(bytes, [[0x20], 3]) && !v6Ranges.some(([range]) => inRange(bytes, range));
}

function v4Bytes(address: string): number[] {
  return address.split('.').map(Number);
}

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
