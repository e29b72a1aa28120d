import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { cookie, openMenu, signIn } from './support/session'
import { presetConsent } from './support/consent'

// These tests are about other things: the consent banner is answered beforehand.
test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

test('a newcomer signs up and is signed in', async ({ page }) => {
  const email = `e2e-${Date.now()}@roam.test`
  await page.goto('/signup')
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill('short')
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page.getByText(/at least 8 characters/i)).toBeVisible()

  await page.getByLabel('Password').fill('a-long-enough-secret')
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page).toHaveURL(/\/$/)
  const menu = await openMenu(page)
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible()
  expect(await cookie(page, 'refresh_token')).toBeDefined()
})

test('a wrong password shows the invalid-credentials error and keeps the visitor signed out', async ({ page }) => {
  await signIn(page, 'guest@roam.test', 'not-the-password')
  await expect(page.getByRole('alert')).toContainText('Invalid credentials')
  await expect(page).toHaveURL(/\/sign-in/)
  expect(await cookie(page, 'access_token')).toBeUndefined()
})

test('signing in returns to next, and signing out really ends the session', async ({ page, request }) => {
  await signIn(page, 'guest@roam.test', undefined, '/d/account')
  await expect(page).toHaveURL(/\/d\/account$/)
  await expect(page.getByRole('heading', { name: 'Hello Lena' })).toBeVisible()
  const accessToken = (await cookie(page, 'access_token'))!.value

  const menu = await openMenu(page)
  await menu.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page.getByRole('button', { name: 'Open the main menu' })).toBeVisible()
  await expect.poll(async () => (await cookie(page, 'access_token'))?.value).toBeUndefined()

  const response = await request.get('/3/users/me/', {
    headers: { 'X-API-KEY': 'roam-public-web-key', Authorization: `Bearer ${accessToken}` },
  })
  expect(response.status()).toBe(401)
})

test('an expired access token is refreshed once, and the page goes on signed in', async ({ page }) => {
  await signIn(page, 'owner@roam.test')
  await expect(page).toHaveURL(/\/$/)
  const oldRefresh = (await cookie(page, 'refresh_token'))!.value
  // The access-token cookie lives exactly expires_in: once it is gone, the token has expired.
  await page.context().clearCookies({ name: 'access_token' })

  const refreshCalls: string[] = []
  // Answered ones only: a poll of the page being left may start a refresh that the navigation aborts.
  page.on('requestfinished', (req) => {
    if (req.url().includes('/oauth/token/') && req.postData()?.includes('grant_type=refresh_token'))
      refreshCalls.push(req.url())
  })
  await page.goto('/d/account')
  // The refresh, then the account page's own chunk and calls: cold on a loaded CI machine, it can take more than 5 s.
  await expect(page.getByRole('heading', { name: 'Hello Pierre' })).toBeVisible({ timeout: 15_000 })
  expect(refreshCalls).toHaveLength(1)
  const newRefresh = (await cookie(page, 'refresh_token'))!.value
  expect(newRefresh).not.toBe(oldRefresh)
  expect(await cookie(page, 'access_token')).toBeDefined()
})

test('a 403 from the API logs out and sends the visitor to log in with next', async ({ page }) => {
  await signIn(page, 'guest@roam.test')
  await expect(page).toHaveURL(/\/$/)
  await page.route('**/3/users/me/', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'You do not have permission to perform this action.' }),
    }),
  )
  await page.goto('/d/account?tab=profile')
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fd%2Faccount%3Ftab%3Dprofile/)
  expect(await cookie(page, 'access_token')).toBeUndefined()
})

test('/login hands over to the sign-in address with the full path as next', async ({ page }) => {
  await page.goto('/d/account?x=1')
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fd%2Faccount%3Fx%3D1$/)
})
