import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { cookie, openMenu, scrollToFooter, signIn } from './support/session'
import { presetConsent } from './support/consent'

// These tests are about other things: the consent banner is answered beforehand.
test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

test('the menu follows the role: anonymous, guest, owner, staff', async ({ page }) => {
  await page.goto('/')
  let menu = await openMenu(page)
  await expect(menu.getByRole('menuitem', { name: 'Log in' })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Sign up' })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Search a camper' })).toBeVisible()
  await page.keyboard.press('Escape')

  await signIn(page, 'guest@roam.test')
  await expect(page).toHaveURL(/\/$/)
  menu = await openMenu(page)
  for (const name of ['Wishlists', 'Trips', 'Account', 'Log out', 'Rent out your vehicle']) {
    await expect(menu.getByRole('menuitem', { name })).toBeVisible()
  }
  await expect(menu.getByRole('menuitem', { name: 'Bookings' })).toHaveCount(0)
  await menu.getByRole('menuitem', { name: 'Log out' }).click()

  await signIn(page, 'owner@roam.test')
  await expect(page).toHaveURL(/\/$/)
  menu = await openMenu(page)
  await expect(menu.getByRole('menuitem', { name: 'Bookings' })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: /My vehicles/ })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Wishlists' })).toHaveCount(0)
  await menu.getByRole('menuitem', { name: 'Log out' }).click()

  await signIn(page, 'staff@roam.test')
  await expect(page).toHaveURL(/\/$/)
  menu = await openMenu(page)
  await expect(menu.getByRole('menuitem', { name: 'Log in as a user' })).toBeVisible()
})

test('staff log in as another user', async ({ page }) => {
  await signIn(page, 'staff@roam.test', undefined, '/login/log-as')
  await expect(page.getByRole('heading', { name: 'Log in as a user' })).toBeVisible()
  const me = await page.request.get('/3/users/me/', {
    headers: {
      'X-API-KEY': 'roam-public-web-key',
      Authorization: `Bearer ${(await cookie(page, 'access_token'))!.value}`,
    },
  })
  expect(me.status()).toBe(200)
  await page.getByLabel('User id').fill('1')
  await page.getByRole('button', { name: 'Log in as this user' }).click()
  // Log-as reloads the whole app on the account page, now as the guest.
  await expect(page).toHaveURL(/\/d\/account$/)
  await expect(page.getByRole('heading', { name: 'Hello Lena' })).toBeVisible()
  const menu = await openMenu(page)
  await expect(menu.getByRole('menuitem', { name: 'Log in as a user' })).toHaveCount(0)
})

test('unknown routes show "Page not found" with a way back to search', async ({ page }) => {
  await page.goto('/this/does/not/exist')
  await expect(page.getByRole('heading', { name: /Page not found/ })).toBeVisible()
  await page.getByRole('link', { name: 'Search campers' }).click()
  await expect(page).toHaveURL(/\/s$/)
})

test('switching language moves to the prefixed address, sets <html lang> and remembers it', async ({ page }) => {
  await page.goto('/s?beds=2')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await scrollToFooter(page)
  await page.getByLabel('Language').selectOption('fr')
  await expect(page).toHaveURL(/\/fr\/s\?beds=2$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  expect((await cookie(page, 'i18n_redirected'))?.value).toBe('fr')
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1)
  await expect(page.locator('link[rel="alternate"][hreflang="de-AT"]')).toHaveAttribute('href', /\/de-at\/s/)

  await page.goto('/de-ch/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH')
  await page.goto('/xx-yy/s')
  await expect(page.getByRole('heading', { name: /404/ })).toBeVisible()
})

test('"Rent out your vehicle" opens the sister-platform modal when Roam cannot publish', async ({ page, context }) => {
  await page.route('**/api/internals/referential?*', async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    await route.fulfill({ response, json: { ...body, can_publish_camper: false } })
  })
  await signIn(page, 'guest@roam.test')
  await expect(page).toHaveURL(/\/$/)
  const menu = await openMenu(page)
  await menu.getByRole('menuitem', { name: 'Rent out your vehicle' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const link = dialog.getByRole('link', { name: 'Create my ad on the partner platform' })
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', /nofollow/)
  await expect(link).toHaveAttribute('href', /utm_source=roam/)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  expect(context.pages()).toHaveLength(1)
})

test('the footer shows the review stats, payment icons and the current year', async ({ page }) => {
  await page.goto('/')
  await scrollToFooter(page)
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(/\d+ reviews/)
  await expect(footer.getByText('Visa')).toBeVisible()
  await expect(footer).toContainText(String(new Date().getFullYear()))
})
