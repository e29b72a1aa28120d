import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { presetConsent } from './support/consent'

// These tests are about other things: the consent banner is answered beforehand.
test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

test('/privacy lands on the privacy policy without an extra history entry', async ({ page }) => {
  await page.goto('/')
  await page.goto('/privacy?from=footer')
  await expect(page).toHaveURL(/\/privacy\/confidentiality\?from=footer$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
  await expect(page).toHaveTitle('Privacy policy · Roam')
  await page.getByRole('navigation', { name: 'Privacy' }).getByRole('link', { name: 'Cookie policy' }).click()
  await expect(page).toHaveURL(/\/privacy\/cookies$/)
  await expect(page.getByRole('cell', { name: 'i18n_redirected' })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/privacy\/confidentiality\?from=footer$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
})

test('/fr/terms shows the terms under the French prefix', async ({ page }) => {
  await page.goto('/fr/terms')
  // The first French page also loads the French catalogue.
  await expect(page.getByRole('heading', { level: 1, name: "Conditions d'utilisation" })).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByRole('article')).toHaveAttribute('lang', 'fr')
  await expect(
    page.getByRole('article').getByRole('link', { name: 'politique de confidentialité' }).first(),
  ).toHaveAttribute('href', '/fr/privacy/confidentiality')
})

test('a content call to action leads into a search', async ({ page }) => {
  await page.goto('/surftrip')
  await page.getByRole('link', { name: 'Find a van or campervan' }).click()
  await expect(page).toHaveURL(/\/s\?types=4&types=5$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Search campers' })).toBeVisible()
})
