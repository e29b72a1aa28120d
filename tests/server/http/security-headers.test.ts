import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../support/test-app'

describe('security headers', () => {
  let t: TestApp
  let https: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
    https = await createTestApp('pglite', { PUBLIC_URL: 'https://roam.example' })
  })
  afterAll(async () => {
    await t.close()
    await https.close()
  })

  it('sends them on API answers, errors and pages: no sniffing, no framing, a short referrer, features off', async () => {
    for (const response of [
      await t.request('/3/referential/'),
      await t.request('/3/products/999999/'),
      await t.app.request('/3/referential/'),
      await t.app.request('/docs'),
    ]) {
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(response.headers.get('X-Frame-Options')).toBe('DENY')
      expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('Permissions-Policy')).toContain('camera=()')
      expect(response.headers.get('Permissions-Policy')).toContain('geolocation=(self)')
      expect(response.headers.get('Strict-Transport-Security')).toBeNull()
    }
  })

  it('adds HSTS when the public address is https', async () => {
    expect((await https.request('/3/referential/')).headers.get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
  })
})
