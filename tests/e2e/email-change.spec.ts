import { expect, type Page } from '@playwright/test'
import { test } from './support/worker-server'
import { API_KEY } from './support/api'
import { presetConsent } from './support/consent'
import { signIn } from './support/session'

test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

const PASSWORD = 'a-long-enough-secret'
/**
 * The text of the newest email to `to` with this subject. Delivery is asynchronous (a job every second), and the
 * account's sign-up email sits in the same mailbox: reload the sandbox until this one is listed.
 */
async function mailWith(page: Page, to: string, subject: string): Promise<string> {
  const row = page.getByRole('row', { name: to }).filter({ has: page.getByRole('link', { name: subject }) })
  await expect(async () => {
    await page.goto('/sandbox/mail')
    await expect(row.first()).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  await row.first().getByRole('link', { name: subject }).click()
  return page.locator('pre').innerText()
}

const CHANGE_LINK = /https?:\/\/\S+\/confirm-email-change\?token=[\w-]+/

test('a user changes the email address: the link goes to the new one, the old one is told, and only the new one signs in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const oldEmail = `change-old-${stamp}@roam.test`
  const newEmail = `change-new-${stamp}@roam.test`
  const created = await request.post('/3/users/', {
    headers: API_KEY,
    data: { email: oldEmail, password: PASSWORD, first_name: 'Noor', last_name: 'Haddad' },
  })
  expect(created.ok(), await created.text()).toBeTruthy()

  await signIn(page, oldEmail, PASSWORD, '/d/account')
  await expect(page).toHaveURL(/\/d\/account$/)
  await page.getByRole('link', { name: 'Change email' }).click()
  await page.getByLabel('New email address').fill(newEmail)
  await page.getByLabel('Current password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Send the confirmation link' }).click()
  await expect(page.getByRole('status', { name: 'Change waiting for confirmation' })).toContainText(newEmail)

  // The old address is told, with the new one masked; the new one gets the link.
  const notice = await mailWith(page, oldEmail, 'A change of your Roam email address was asked')
  expect(notice).toContain('c***@roam.test')
  const link = CHANGE_LINK.exec(await mailWith(page, newEmail, 'Confirm your new email address for Roam'))![0]
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Your email address is changed' })).toBeVisible()
  expect(await mailWith(page, oldEmail, 'Your Roam email address was changed')).toContain(newEmail)

  // A second open says the link is spent.
  await page.goto(link)
  await expect(page.getByRole('alert')).toContainText('This link has already been used')

  // Signed out, the old address no longer signs in; the new one does.
  await page.context().clearCookies()
  await signIn(page, oldEmail, PASSWORD, '/d/account')
  await expect(page.getByRole('alert')).toBeVisible()
  await signIn(page, newEmail, PASSWORD, '/d/account')
  await expect(page).toHaveURL(/\/d\/account$/)
  await expect(page.getByText(newEmail)).toBeVisible()
})
