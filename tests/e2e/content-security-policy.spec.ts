import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { presetConsent } from './support/consent'
import { signIn } from './support/session'

// The pages run under the script policy the server sends (no inline script without the answer's nonce): the map's
// workers, the statechart layout and the API reference all start, and the browser reports no violation.
test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

test('every kind of page runs under the Content-Security-Policy without a violation', async ({ page }) => {
  test.slow()
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)

  const home = await page.goto('/')
  expect(home!.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await violations()).toEqual([])

  await page.goto('/s?place=annecy')
  const map = page.getByRole('region', { name: 'Map of the results' })
  await expect(map.locator('.map-price-marker, .map-cluster-marker').first()).toBeVisible({ timeout: 20_000 })
  expect(await violations()).toEqual([])

  await page.goto('/docs')
  await expect(page.locator('.swagger-ui .info')).toBeVisible({ timeout: 20_000 })
  expect(await violations()).toEqual([])

  await signIn(page, 'staff@roam.test', undefined, '/staff/tester/booking')
  await expect(page.getByRole('heading', { level: 1, name: 'booking' })).toBeVisible({ timeout: 20_000 })
  await expect(page.locator('svg text', { hasText: 'CREATED' }).first()).toBeVisible({ timeout: 20_000 })
  expect(await violations()).toEqual([])
})
