import { isIPv4, isIPv6 } from 'node:net'

/** An IPv4 block as [first octets' value, prefix length]. */
type Ipv4Block = readonly [number, number]

// Not reachable on the public internet, or not meant to be fetched from: RFC 6890's special-purpose blocks
// (this network, private, CGNAT, loopback, link-local, IETF, documentation, 6to4 relay, benchmarking), multicast
// and the reserved 240/4 with the broadcast address.
const IPV4_BLOCKED: readonly Ipv4Block[] = [
  [ipv4('0.0.0.0'), 8],
  [ipv4('10.0.0.0'), 8],
  [ipv4('100.64.0.0'), 10],
  [ipv4('127.0.0.0'), 8],
  [ipv4('169.254.0.0'), 16],
  [ipv4('172.16.0.0'), 12],
  [ipv4('192.0.0.0'), 24],
  [ipv4('192.0.2.0'), 24],
  [ipv4('192.88.99.0'), 24],
  [ipv4('192.168.0.0'), 16],
  [ipv4('198.18.0.0'), 15],
  [ipv4('198.51.100.0'), 24],
  [ipv4('203.0.113.0'), 24],
  [ipv4('224.0.0.0'), 4],
  [ipv4('240.0.0.0'), 4],
]

function ipv4(address: string): number {
  return address.split('.').reduce((value, octet) => value * 256 + Number(octet), 0)
}

function inIpv4Block(value: number, [base, prefix]: Ipv4Block): boolean {
  const size = 2 ** (32 - prefix)
  return Math.floor(value / size) === Math.floor(base / size)
}

/** The 16 bytes of an IPv6 address (with an embedded dotted IPv4 tail, as in ::ffff:127.0.0.1). */
function ipv6Bytes(address: string): number[] {
  const [head = '', tail] = address.split('%')[0]!.split('::') as [string, string | undefined]
  const words = (part: string) => {
    if (part === '') return []
    return part.split(':').flatMap((word) => {
      if (!word.includes('.')) return [parseInt(word, 16)]
      const v4 = ipv4(word)
      return [Math.floor(v4 / 65_536), v4 % 65_536]
    })
  }
  const left = words(head)
  const right = tail === undefined ? [] : words(tail)
  const middle = new Array<number>(8 - left.length - right.length).fill(0)
  return [...left, ...middle, ...right].flatMap((word) => [word >> 8, word & 0xff])
}

function startsWith(bytes: readonly number[], prefix: readonly number[], bits: number): boolean {
  for (let bit = 0; bit < bits; bit += 8) {
    const index = bit / 8
    const mask = bits - bit >= 8 ? 0xff : (0xff << (8 - (bits - bit))) & 0xff
    if ((bytes[index]! & mask) !== (prefix[index]! & mask)) return false
  }
  return true
}

function isPublicIpv6(address: string): boolean {
  const bytes = ipv6Bytes(address)
  const v4Tail = () => bytes.slice(12).join('.')
  // IPv4-mapped (::ffff:0:0/96) and NAT64 (64:ff9b::/96) carry an IPv4 address: judge that one.
  if (startsWith(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96)) return isPublicIpAddress(v4Tail())
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b], 96)) return isPublicIpAddress(v4Tail())
  const blocked: readonly [readonly number[], number][] = [
    [[], 96], // ::/96: unspecified, loopback and the deprecated IPv4-compatible addresses
    [[0x01, 0x00], 64], // 100::/64 discard-only
    [[0x20, 0x01, 0x00, 0x00], 23], // 2001::/23 IETF protocol assignments (Teredo among them)
    [[0x20, 0x01, 0x0d, 0xb8], 32], // 2001:db8::/32 documentation
    [[0x20, 0x02], 16], // 2002::/16 6to4, which can tunnel to any IPv4 address
    [[0xfc], 7], // fc00::/7 unique local
    [[0xfe, 0x80], 10], // fe80::/10 link-local
    [[0xfe, 0xc0], 10], // fec0::/10 the former site-local
    [[0xff], 8], // ff00::/8 multicast
  ]
  const padded = (prefix: readonly number[]) => [...prefix, ...new Array<number>(16 - prefix.length).fill(0)]
  return !blocked.some(([prefix, bits]) => startsWith(bytes, padded(prefix), bits))
}

/**
 * True when `address` (an IPv4 or IPv6 literal, without brackets) is a public unicast address: false for
 * private, loopback, link-local, CGNAT, multicast, documentation and other special-purpose blocks, and for
 * IPv6 forms that embed such an IPv4 address. Anything that is not an IP literal is not public.
 *
 * @example
 * isPublicIpAddress('93.184.215.14') // true
 * isPublicIpAddress('169.254.169.254') // false
 * isPublicIpAddress('::ffff:7f00:1') // false (127.0.0.1)
 */
export function isPublicIpAddress(address: string): boolean {
  if (isIPv4(address)) return !IPV4_BLOCKED.some((block) => inIpv4Block(ipv4(address), block))
  if (isIPv6(address)) return isPublicIpv6(address)
  return false
}
