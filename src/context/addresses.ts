/**
 * Which network addresses a linked page may be fetched from: only public unicast ones. Addresses
 * are parsed to bytes first, so every spelling of one address is judged alike: IPv4 in decimal,
 * octal or hex parts (`2130706433`, `0177.0.0.1`, `0x7f.1`), IPv6 with `::` and a dotted tail, and
 * IPv4 carried inside IPv6 (IPv4-mapped `::ffff:127.0.0.1` / `::ffff:7f00:1`, IPv4-compatible
 * `::127.0.0.1`, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`) is judged as the IPv4 address it carries.
 * Refused: unspecified, loopback, private, shared (CGNAT), link-local (cloud metadata among them),
 * multicast, documentation, benchmarking and reserved ranges, and IPv6 outside global unicast.
 * Pure.
 */

/** An IPv4 range: first address as a 32-bit number, prefix length, and what it is. */
type Range4 = readonly [base: number, bits: number, name: string];

const ip4 = (a: number, b: number, c: number, d: number): number => ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;

/** IPv4 ranges that are not on the public internet (RFC 6890 and its updates). */
export const BLOCKED_IPV4: readonly Range4[] = [
  [ip4(0, 0, 0, 0), 8, 'this network'],
  [ip4(10, 0, 0, 0), 8, 'private'],
  [ip4(100, 64, 0, 0), 10, 'shared address space (CGNAT)'],
  [ip4(127, 0, 0, 0), 8, 'loopback'],
  [ip4(169, 254, 0, 0), 16, 'link-local (cloud metadata)'],
  [ip4(172, 16, 0, 0), 12, 'private'],
  [ip4(192, 0, 0, 0), 24, 'IETF protocol assignments'],
  [ip4(192, 0, 2, 0), 24, 'documentation'],
  [ip4(192, 88, 99, 0), 24, '6to4 relay'],
  [ip4(192, 168, 0, 0), 16, 'private'],
  [ip4(198, 18, 0, 0), 15, 'benchmarking'],
  [ip4(198, 51, 100, 0), 24, 'documentation'],
  [ip4(203, 0, 113, 0), 24, 'documentation'],
  [ip4(224, 0, 0, 0), 4, 'multicast'],
  [ip4(240, 0, 0, 0), 4, 'reserved'],
];

const MAX_IPV4 = 0xffffffff;

/** One part of a loose IPv4 address (inet_aton): decimal, octal with a leading 0, or hex with 0x. */
function ipv4Part(part: string): number | undefined {
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (/^0[0-7]+$/.test(part)) return parseInt(part, 8);
  if (/^(?:0|[1-9][0-9]*)$/.test(part)) return Number(part);
  return undefined;
}

/** An IPv4 address in any form browsers and inet_aton accept, as a 32-bit number; undefined otherwise. */
export function parseIPv4(text: string): number | undefined {
  const parts = text.replace(/\.$/, '').split('.');
  if (parts.length === 0 || parts.length > 4 || parts.some((p) => p === '')) return undefined;
  const values = parts.map(ipv4Part);
  if (values.some((v) => v === undefined)) return undefined;
  const numbers = values as number[];
  const last = numbers[numbers.length - 1]!;
  const lastMax = 256 ** (5 - numbers.length) - 1;
  if (numbers.slice(0, -1).some((v) => v > 255) || last > lastMax || last > MAX_IPV4) return undefined;
  let value = 0;
  numbers.slice(0, -1).forEach((v, i) => (value += v * 256 ** (3 - i)));
  return value + last;
}

export const formatIPv4 = (value: number): string => [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');

const DOTTED_QUAD = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** The 16-bit words of one side of `::`; undefined when a word is not 1-4 hex digits. */
function hexWords(half: string): number[] | undefined {
  if (half === '') return [];
  const out: number[] = [];
  for (const word of half.split(':')) {
    if (!/^[0-9a-f]{1,4}$/.test(word)) return undefined;
    out.push(parseInt(word, 16));
  }
  return out;
}

/** An IPv6 address (brackets and a zone id allowed, a dotted IPv4 tail too) as 16 bytes; undefined when it is not one. */
export function parseIPv6(text: string): Uint8Array | undefined {
  let rest = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '').toLowerCase();
  let tail: number[] = [];
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(rest);
  if (dotted) {
    if (!DOTTED_QUAD.test(dotted[2]!)) return undefined;
    const v4 = parseIPv4(dotted[2]!)!;
    tail = [v4 >>> 16, v4 & 0xffff];
    rest = dotted[1]!.endsWith('::') ? dotted[1]! : dotted[1]!.slice(0, -1);
  }
  const halves = rest.split('::');
  if (halves.length > 2) return undefined;
  const head = hexWords(halves[0]!);
  const back = halves.length === 2 ? hexWords(halves[1]!) : [];
  if (!head || !back) return undefined;
  const after = [...back, ...tail];
  const missing = 8 - head.length - after.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const bytes = new Uint8Array(16);
  [...head, ...new Array<number>(missing).fill(0), ...after].forEach((word, i) => {
    bytes[2 * i] = word >> 8;
    bytes[2 * i + 1] = word & 255;
  });
  return bytes;
}

function ipv4Refusal(value: number): string | undefined {
  for (const [base, bits, name] of BLOCKED_IPV4) {
    const mask = bits === 0 ? 0 : (MAX_IPV4 << (32 - bits)) >>> 0;
    if (((value & mask) >>> 0) === base) return name;
  }
  return undefined;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean => prefix.every((b, i) => bytes[i] === b);
const v4At = (bytes: Uint8Array, at: number): number => ip4(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
const allZero = (bytes: Uint8Array, from: number, to: number): boolean => bytes.subarray(from, to).every((b) => b === 0);

/** IPv6 prefixes refused outright (inside or outside global unicast): [bytes, bits, name]. */
const BLOCKED_IPV6: ReadonlyArray<readonly [readonly number[], number, string]> = [
  [[0x00, 0x64, 0xff, 0x9b, 0x00, 0x01], 48, 'local-use NAT64'],
  [[0x01, 0x00, 0, 0, 0, 0, 0, 0], 64, 'discard-only'],
  [[0x20, 0x01, 0x0d, 0xb8], 32, 'documentation'],
  [[0x20, 0x01, 0x00], 23, 'IETF protocol assignments (Teredo, benchmarking, ORCHID)'],
  [[0x3f, 0xff, 0x00], 20, 'documentation'],
  [[0x5f, 0x00], 16, 'segment routing'],
];

function prefixMatches(bytes: Uint8Array, prefix: readonly number[], bits: number): boolean {
  for (let bit = 0; bit < bits; bit++) {
    const byte = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if (((bytes[byte]! ^ (prefix[byte] ?? 0)) & mask) !== 0) return false;
  }
  return true;
}

function ipv6Refusal(bytes: Uint8Array): string | undefined {
  if (allZero(bytes, 0, 16)) return 'unspecified';
  if (allZero(bytes, 0, 15) && bytes[15] === 1) return 'loopback';
  // IPv4 carried inside IPv6 is judged as that IPv4 address.
  if (allZero(bytes, 0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return embedded(v4At(bytes, 12), 'IPv4-mapped');
  if (allZero(bytes, 0, 12)) return embedded(v4At(bytes, 12), 'IPv4-compatible');
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b]) && allZero(bytes, 4, 12)) return embedded(v4At(bytes, 12), 'NAT64');
  if (startsWith(bytes, [0x20, 0x02])) return embedded(v4At(bytes, 2), '6to4');
  for (const [prefix, bits, name] of BLOCKED_IPV6) if (prefixMatches(bytes, prefix, bits)) return name;
  if ((bytes[0]! & 0xe0) !== 0x20) {
    if (bytes[0] === 0xff) return 'multicast';
    if ((bytes[0]! & 0xfe) === 0xfc) return 'unique local (private, cloud metadata)';
    if (bytes[0] === 0xfe && (bytes[1]! & 0xc0) === 0x80) return 'link-local';
    return 'not global unicast';
  }
  return undefined;
}

function embedded(value: number, how: string): string | undefined {
  const refusal = ipv4Refusal(value);
  return refusal ? `${how} ${formatIPv4(value)}, ${refusal}` : undefined;
}

export interface AddressCheck {
  /** The address in canonical form (dotted IPv4, or IPv6 as given but without brackets or zone). */
  address: string;
  family: 4 | 6;
  /** Why it may not be fetched from; undefined when it is public. */
  refusal?: string;
}

/** The address a host names when it is an IP literal in any spelling, checked; undefined for a host name. */
export function checkAddress(host: string): AddressCheck | undefined {
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare.includes(':')) {
    const bytes = parseIPv6(bare);
    if (!bytes) return undefined;
    const refusal = ipv6Refusal(bytes);
    return { address: bare.replace(/%.*$/, ''), family: 6, ...(refusal ? { refusal } : {}) };
  }
  const v4 = parseIPv4(bare);
  if (v4 === undefined) return undefined;
  const refusal = ipv4Refusal(v4);
  return { address: formatIPv4(v4), family: 4, ...(refusal ? { refusal } : {}) };
}

/** True for an address that is not on the public internet (or is not an address at all). */
export function isPrivateAddress(address: string): boolean {
  const checked = checkAddress(address);
  return !checked || checked.refusal !== undefined;
}
