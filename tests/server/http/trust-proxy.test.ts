import { describe, expect, it } from 'vitest'
import { clientAddress, parseTrustProxy, type TrustProxy } from '../../../src/server/http/trust-proxy'

const trust = (setting: string) => parseTrustProxy(setting) as TrustProxy

describe('TRUST_PROXY', () => {
  it('parses none, a number of hops, and addresses or subnets, and refuses the rest', () => {
    for (const none of ['', ' ', 'false', '0']) expect(parseTrustProxy(none)).toEqual({ kind: 'none' })
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 })
    expect(parseTrustProxy('10.0.0.0/8, 192.0.2.7, fd00::/8')).toMatchObject({ kind: 'addresses' })
    expect(parseTrustProxy('proxy.local')).toEqual({ error: expect.stringContaining('proxy.local') })
    expect(parseTrustProxy('10.0.0.0/33')).toEqual({ error: expect.stringContaining('prefix') })
  })

  it('counts the socket when no proxy is trusted, whatever the client writes in X-Forwarded-For', () => {
    expect(clientAddress('203.0.113.5', '198.51.100.1', trust(''))).toBe('203.0.113.5')
    expect(clientAddress('::ffff:203.0.113.5', undefined, trust(''))).toBe('203.0.113.5')
    expect(clientAddress(undefined, '198.51.100.1', trust(''))).toBe('unknown')
  })

  it('takes the hop the nearest trusted proxies saw: a forged first hop changes nothing', () => {
    // One load balancer at 10.0.0.1 appends the client's address 203.0.113.5 to what the client sent.
    expect(clientAddress('10.0.0.1', '203.0.113.5', trust('1'))).toBe('203.0.113.5')
    expect(clientAddress('10.0.0.1', '1.2.3.4, 203.0.113.5', trust('1'))).toBe('203.0.113.5')
    expect(clientAddress('10.0.0.2', '1.2.3.4, 203.0.113.5, 10.0.0.1', trust('2'))).toBe('203.0.113.5')
    // More hops trusted than there are: the farthest one.
    expect(clientAddress('10.0.0.1', '203.0.113.5', trust('5'))).toBe('203.0.113.5')
  })

  it('skips the trusted proxy addresses and subnets from the socket back', () => {
    const proxies = trust('10.0.0.0/8, fd00::/8')
    expect(clientAddress('10.0.0.1', '1.2.3.4, 203.0.113.5, 10.1.2.3', proxies)).toBe('203.0.113.5')
    expect(clientAddress('fd00::1', '2001:db8::7', proxies)).toBe('2001:db8::7')
    // A request straight from an untrusted peer: its header is not believed.
    expect(clientAddress('198.51.100.9', '203.0.113.5', proxies)).toBe('198.51.100.9')
    // Garbage hops are ignored.
    expect(clientAddress('10.0.0.1', 'not-an-ip, 203.0.113.5', proxies)).toBe('203.0.113.5')
  })
})
