import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { API_KEY, as } from './support/api'
import { presetConsent } from './support/consent'
import { openMenu } from './support/session'

test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

test('forgot password: the email in the mail sandbox, a new password, signed in, the old session gone, the link used once', async ({
  page,
  request,
}) => {
  // A fresh account: the demo accounts' passwords stay as the other specs expect them.
  const email = `reset-e2e-${Date.now()}@roam.test`
  const registered = await request.post('/3/users/', {
    headers: API_KEY,
    data: { email, password: 'the first password 1', first_name: 'Noor', last_name: 'Haddad' },
  })
  expect(registered.status()).toBe(201)
  const otherDevice = await request.post('/oauth/token/', {
    headers: API_KEY,
    form: { grant_type: 'password', username: email, password: 'the first password 1', client_id: 'roam-web' },
  })
  const oldToken = ((await otherDevice.json()) as { access_token: string }).access_token

  await page.goto('/sign-in')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Send me a link' }).click()
  await expect(page.getByRole('status')).toContainText(`If an account uses ${email}, we have sent it an email`)

  // The mail sandbox's catcher page: the delivery job runs every second in this server. The new account's address
  // confirmation may come first: wait for the reset email itself.
  const resetEmail = page.getByRole('row', { name: email }).getByRole('link', { name: 'Choose a new Roam password' })
  await expect(async () => {
    await page.goto('/sandbox/mail')
    await expect(resetEmail).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await resetEmail.click()
  await expect(page.frameLocator('iframe').getByRole('link', { name: 'Choose a new password' })).toBeVisible()
  const text = await page.locator('pre').innerText()
  expect(text).toContain('Hello Noor,')
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(text)![0]

  await page.goto(link)
  await page.getByLabel('New password', { exact: true }).fill('my new camper password')
  await page.getByLabel('New password again').fill('my new camper passwort')
  await page.getByRole('button', { name: 'Save and log in' }).click()
  await expect(page.getByRole('alert')).toHaveText('The two passwords are not the same.')
  await page.getByLabel('New password again').fill('my new camper password')
  await page.getByRole('button', { name: 'Save and log in' }).click()
  await expect(page).toHaveURL(/\/d\/account/)
  const menu = await openMenu(page)
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible()
  await page.keyboard.press('Escape')

  // The other device's session ended with the reset.
  expect((await request.get('/3/users/me/', { headers: as(oldToken) })).status()).toBe(401)

  // The same link a second time.
  await page.goto(link)
  await page.getByLabel('New password', { exact: true }).fill('yet another password 9')
  await page.getByLabel('New password again').fill('yet another password 9')
  await page.getByRole('button', { name: 'Save and log in' }).click()
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('This link has already been used')
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible()
})
