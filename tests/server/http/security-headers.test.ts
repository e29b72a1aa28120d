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

  it('lets scripts run from the site itself or inline with the answer’s own nonce only', async () => {
    const csp = (response: Response) => response.headers.get('Content-Security-Policy') ?? ''
    const nonceOf = (response: Response) => /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp(response))?.[1]
    const api = await t.request('/3/referential/')
    expect(csp(api)).toMatch(/script-src 'self' 'nonce-[^']+'/)
    expect(csp(api)).toContain("object-src 'none'")
    expect(csp(api)).toContain("base-uri 'self'")
    // MapLibre starts its workers from blob: addresses.
    expect(csp(api)).toContain("worker-src 'self' blob:")
    expect(csp(api)).not.toContain('unsafe-inline')
    // A new nonce for each answer, written on the page's one inline script.
    const docs = [await t.app.request('/docs'), await t.app.request('/docs')]
    expect(nonceOf(docs[0]!)).not.toBe(nonceOf(docs[1]!))
    const page = await docs[1]!.text()
    expect(page).toContain(`<script nonce="${nonceOf(docs[1]!)}">window.ui = SwaggerUIBundle`)
  })

  it('allows the chatbot’s script origin when one is configured', async () => {
    const chatbot = await createTestApp('pglite', { CHATBOT_SCRIPT_URL: 'https://widget.chat.example/v2/loader.js' })
    try {
      expect((await chatbot.request('/3/referential/')).headers.get('Content-Security-Policy')).toMatch(
        /script-src 'self' 'nonce-[^']+' https:\/\/widget\.chat\.example;/,
      )
    } finally {
      await chatbot.close()
    }
  })

  it('adds HSTS when the public address is https', async () => {
    expect((await https.request('/3/referential/')).headers.get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
  })
})
