import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which addresses a job-page fetch may connect to: public unicast only. Anything else reaches our
 * own machine, the private network or a cloud metadata endpoint (169.254.169.254) on a user's
 * say-so: the SSRF this module exists to stop. The ranges are IANA's special-purpose registries.
 */
export type TAddressClass =
  | 'public'
  | 'invalid'
  | 'unspecified'
  | 'this-network'
  | 'loopback'
  | 'private'
  | 'cgnat'
  | 'link-local'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'documentation'
  | 'benchmarking'
  | 'unique-local'
  | 'site-local'
  | 'translated'
  | 'tunnel';

type Range = { bits: bigint; prefix: number; class: TAddressClass };

const v4 = (text: string): bigint =>
  text.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);

// The first match wins, so narrower ranges come before the ranges that contain them.
const V4_RANGES: readonly Range[] = (
  [
    ['255.255.255.255', 32, 'broadcast'],
    ['0.0.0.0', 32, 'unspecified'],
    ['0.0.0.0', 8, 'this-network'],
    ['10.0.0.0', 8, 'private'],
    ['100.64.0.0', 10, 'cgnat'],
    ['127.0.0.0', 8, 'loopback'],
    ['169.254.0.0', 16, 'link-local'],
    ['172.16.0.0', 12, 'private'],
    ['192.0.0.0', 24, 'reserved'],
    ['192.0.2.0', 24, 'documentation'],
    ['192.88.99.0', 24, 'tunnel'],
    ['192.168.0.0', 16, 'private'],
    ['198.18.0.0', 15, 'benchmarking'],
    ['198.51.100.0', 24, 'documentation'],
    ['203.0.113.0', 24, 'documentation'],
    ['224.0.0.0', 4, 'multicast'],
    ['240.0.0.0', 4, 'reserved'],
  ] as const
).map(([base, prefix, cls]) => ({ bits: v4(base), prefix, class: cls }));

function parseV6(text: string): bigint {
  // A trailing dotted quad (::ffff:1.2.3.4) stands for the last two groups.
  let body = text;
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (quad?.[1]) {
    const n = v4(quad[1]);
    body = `${body.slice(0, -quad[1].length)}${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = body.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].reduce(
    (acc, group) => (acc << 16n) | BigInt(`0x${group}`),
    0n,
  );
}

const V6_RANGES: readonly Range[] = (
  [
    ['::', 128, 'unspecified'],
    ['::1', 128, 'loopback'],
    ['64:ff9b::', 96, 'translated'],
    ['64:ff9b:1::', 48, 'translated'],
    ['100::', 64, 'reserved'],
    ['2001:db8::', 32, 'documentation'],
    // IETF protocol assignments, Teredo among them (it wraps an IPv4 address and a relay).
    ['2001::', 23, 'tunnel'],
    ['2002::', 16, 'tunnel'],
    ['3fff::', 20, 'documentation'],
    ['fc00::', 7, 'unique-local'],
    ['fe80::', 10, 'link-local'],
    ['fec0::', 10, 'site-local'],
    ['ff00::', 8, 'multicast'],
  ] as const
).map(([base, prefix, cls]) => ({ bits: parseV6(base), prefix, class: cls }));

const inRange = (value: bigint, width: number, range: Range): boolean =>
  value >> BigInt(width - range.prefix) === range.bits >> BigInt(width - range.prefix);

const MAPPED_PREFIX = 0xffffn; // ::ffff:0:0/96, an IPv4 address written as IPv6
const GLOBAL_UNICAST = { bits: parseV6('2000::'), prefix: 3, class: 'public' } as const;

function classifyV4(value: bigint): TAddressClass {
  return V4_RANGES.find((range) => inRange(value, 32, range))?.class ?? 'public';
}

/**
 * The class of an IP address as the resolver or a URL spells it (brackets and a zone index are
 * accepted). An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is judged by its IPv4 address, since
 * that is where the connection goes; any other IPv6 address must be global unicast (2000::/3).
 */
export function classifyAddress(address: string): TAddressClass {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(bare)) return classifyV4(v4(bare));
  if (!isIPv6(bare)) return 'invalid';
  const value = parseV6(bare.toLowerCase());
  if (value >> 32n === MAPPED_PREFIX) return classifyV4(value & 0xffffffffn);
  const special = V6_RANGES.find((range) => inRange(value, 128, range));
  if (special) return special.class;
  // ::a.b.c.d (deprecated IPv4-compatible) has no public use; some stacks still route it to IPv4.
  if (value >> 32n === 0n) return 'reserved';
  return inRange(value, 128, GLOBAL_UNICAST) ? 'public' : 'reserved';
}
