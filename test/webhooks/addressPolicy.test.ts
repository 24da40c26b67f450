import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../domain/webhooks/addressPolicy.ts';
import { endpointUrlProblem } from '../../commands/webhooks/deliveryAddress.ts';

/*
 * One address inside every range of IANA's IPv4 and IPv6 Special-Purpose Address Registries (and the multicast
 * spaces), written out here by hand from the registries, not taken from the code's table: production refuses each.
 */
const special: [range: string, address: string][] = [
  ['0.0.0.0/8 this network', '0.0.0.0'],
  ['0.0.0.0/8 this network', '0.1.2.3'],
  ['10.0.0.0/8 private use', '10.0.0.1'],
  ['100.64.0.0/10 shared address space', '100.127.255.254'],
  ['127.0.0.0/8 loopback', '127.0.0.1'],
  ['127.0.0.0/8 loopback', '127.255.0.1'],
  ['169.254.0.0/16 link local', '169.254.169.254'],
  ['172.16.0.0/12 private use', '172.31.0.1'],
  ['192.0.0.0/24 IETF protocol assignments', '192.0.0.9'],
  ['192.0.0.0/24 IETF protocol assignments', '192.0.0.170'],
  ['192.0.2.0/24 TEST-NET-1', '192.0.2.10'],
  ['192.31.196.0/24 AS112-v4', '192.31.196.1'],
  ['192.52.193.0/24 AMT', '192.52.193.1'],
  ['192.88.99.0/24 6to4 relay anycast', '192.88.99.1'],
  ['192.168.0.0/16 private use', '192.168.1.1'],
  ['192.175.48.0/24 AS112 direct delegation', '192.175.48.1'],
  ['198.18.0.0/15 benchmarking', '198.19.255.1'],
  ['198.51.100.0/24 TEST-NET-2', '198.51.100.7'],
  ['203.0.113.0/24 TEST-NET-3', '203.0.113.7'],
  ['224.0.0.0/4 multicast', '239.255.255.250'],
  ['240.0.0.0/4 reserved', '250.1.2.3'],
  ['255.255.255.255/32 limited broadcast', '255.255.255.255'],
  ['::/128 unspecified', '::'],
  ['::1/128 loopback', '::1'],
  ['::ffff:0:0/96 mapped, of a private v4', '::ffff:10.0.0.1'],
  ['::/96 IPv4-compatible', '::8.8.8.8'],
  ['64:ff9b::/96 well-known NAT64', '64:ff9b::808:808'],
  ['64:ff9b:1::/48 local-use NAT64', '64:ff9b:1::a00:1'],
  ['100::/64 discard only', '100::1'],
  ['100:0:0:1::/64 dummy prefix', '100:0:0:1::1'],
  ['2001::/32 Teredo', '2001:0:4136:e378::1'],
  ['2001:1::1/128 PCP anycast', '2001:1::1'],
  ['2001:2::/48 benchmarking', '2001:2::1'],
  ['2001:3::/32 AMT', '2001:3::1'],
  ['2001:4:112::/48 AS112-v6', '2001:4:112::1'],
  ['2001:10::/28 ORCHID', '2001:10::1'],
  ['2001:20::/28 ORCHIDv2', '2001:20::1'],
  ['2001:30::/28 DRIP', '2001:30::1'],
  ['2001:db8::/32 documentation', '2001:db8::1'],
  ['2002::/16 6to4', '2002:7f00:1::'],
  ['2620:4f:8000::/48 AS112 direct delegation', '2620:4f:8000::1'],
  ['3fff::/20 documentation', '3fff::1'],
  ['5f00::/16 segment routing', '5f00::1'],
  ['fc00::/7 unique local', 'fd12:3456::1'],
  ['fe80::/10 link local', 'fe80::1'],
  ['fec0::/10 site local', 'fec0::1'],
  ['ff00::/8 multicast', 'ff02::1'],
  ['outside 2000::/3', '4000::1'],
];

const publicAddresses = ['8.8.8.8', '93.184.215.14', '172.32.0.1', '192.0.3.1', '100.128.0.1', '2606:4700:4700::1111', '2001:4860:4860::8888',
  '2001:200::1', '2a00:1450:4001:82a::200e', '::ffff:8.8.8.8'];

describe('production webhook addresses (IANA special-purpose registries)', () => {
  it.each(special)('refuses %s (%s)', (_range, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(publicAddresses)('accepts the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each(['https://[2002:7f00:1::]/', 'https://[64:ff9b:1::a00:1]/', 'https://[::ffff:a9fe:a9fe]/'])('refuses the endpoint %s', async (url) => {
    expect(await endpointUrlProblem(url, { loopbackOnly: false })).toMatch(/public/);
  });
});

describe('staging webhook addresses: http://127.0.0.1 and localhost only', () => {
  it.each(['http://169.254.169.254/latest', 'http://10.0.0.1/', 'http://[::1]/', 'http://0.0.0.0/', 'http://127.1/', 'http://127.0.0.2/', 'http://0x7f.1/',
    'http://example.com/', 'https://8.8.8.8/'])('refuses %s', async (url) => {
    expect(await endpointUrlProblem(url, { loopbackOnly: true })).toMatch(/127\.0\.0\.1 or/);
  });

  it.each(['http://127.0.0.1:9/hooks', 'http://localhost:4000/a', 'https://127.0.0.1/hooks'])('accepts %s', async (url) => {
    expect(await endpointUrlProblem(url, { loopbackOnly: true })).toBeNull();
  });
});
