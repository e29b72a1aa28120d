import { BlockList, isIP } from 'node:net'

/**
 * Whom the server believes about the client's address (TRUST_PROXY): nobody (the socket's peer is the client), the
 * nearest `hops` proxies, or the proxies at the listed addresses and subnets. A client-set X-Forwarded-For is never
 * believed on its own, so rate limits per address cannot be dodged by sending a new one each time.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; list: BlockList }

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4')

/** Parses TRUST_PROXY: empty, `false` or `0` = none; a whole number = that many hops; else addresses or CIDR subnets. */
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const text = value.trim()
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' }
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Math.min(Number(text), 32) }
  const list = new BlockList()
  for (const entry of text.split(',').map((part) => part.trim())) {
    const [address = '', prefix] = entry.split('/')
    if (!isIP(address)) return { error: `"${entry}" is neither an IP address nor a CIDR subnet` }
    if (prefix === undefined) {
      list.addAddress(address, family(address))
      continue
    }
    const bits = Number(prefix)
    const max = isIP(address) === 6 ? 128 : 32
    if (!/^\d+$/.test(prefix) || bits > max) return { error: `"${entry}" has no valid prefix length` }
    list.addSubnet(address, bits, family(address))
  }
  return { kind: 'addresses', list }
}

/** Strips an IPv4-mapped IPv6 prefix, so `::ffff:10.0.0.1` matches `10.0.0.1`. */
const plain = (address: string) =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address

/**
 * The client's address given the socket's peer and the X-Forwarded-For header: walking from the socket back through
 * the header's hops, every trusted proxy is skipped and the first untrusted hop is the client. Without a socket (an
 * in-process call) the walk starts at the header's last hop.
 */
export function clientAddress(socket: string | undefined, forwardedFor: string | undefined, trust: TrustProxy): string {
  const peer = socket ? plain(socket) : undefined
  if (trust.kind === 'none' || !forwardedFor) return peer ?? 'unknown'
  const hops = forwardedFor
    .split(',')
    .map((hop) => plain(hop.trim()))
    .filter((hop) => isIP(hop) !== 0)
  if (peer) hops.push(peer)
  if (hops.length === 0) return 'unknown'
  if (trust.kind === 'hops') return hops[Math.max(0, hops.length - 1 - trust.hops)]!
  let index = hops.length - 1
  while (index > 0 && trust.list.check(hops[index]!, family(hops[index]!))) index--
  return hops[index]!
}
