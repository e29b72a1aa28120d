import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { openMenu, signIn } from './support/session'

// Staff find the demo guest, validate the document waiting for them, see it in the audit log,
// log in as the guest, and come back.

test('staff search the demo guest, validate a document, see the audit row, log in as the guest and come back', async ({
  page,
}) => {
  // Three sign-ins and two full reloads of the app (log-as and back): more than the default budget on a loaded machine.
  test.setTimeout(90_000)
  await signIn(page, 'staff@roam.test')
  await expect(page).toHaveURL(/\/$/)
  // Without an external admin URL the menu's back office is the staff area.
  const menu = await openMenu(page)
  await menu.getByRole('menuitem', { name: 'Staff area' }).click()
  await expect(page).toHaveURL(/\/staff\/users$/)

  await page.getByRole('searchbox', { name: 'Email, name or user id' }).fill('guest@roam.test')
  await page.getByRole('button', { name: 'Search' }).click()
  const guestRow = page.getByRole('row').filter({ hasText: 'guest@roam.test' })
  await expect(guestRow).toHaveCount(1)
  await guestRow.getByRole('link', { name: 'Lena Schmidt' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Lena Schmidt' })).toBeVisible()
  await expect(page.getByText('Identity document: Validation asked')).toBeVisible()

  // The demo guest's id proof waits for staff.
  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Documents' }).click()
  const card = page.getByRole('listitem').filter({ hasText: 'guest@roam.test' }).first()
  await expect(card).toBeVisible()
  const label = await card.getAttribute('aria-label')
  await card.getByRole('button', { name: 'Validate' }).click()
  await expect(page.getByRole('listitem', { name: label! })).toHaveCount(0)

  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Audit log' }).click()
  const auditRow = page.getByRole('row').filter({ hasText: 'document_validate' }).first()
  await expect(auditRow).toContainText('staff@roam.test')
  await expect(auditRow).toContainText(`Document ${label!.replace('Document ', '')}`)

  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Users' }).click()
  await page.getByRole('searchbox', { name: 'Email, name or user id' }).fill('Lena')
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('row').filter({ hasText: 'guest@roam.test' }).getByRole('button', { name: 'Log in as' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Log in as guest@roam.test?')
  await dialog.getByRole('button', { name: 'Log in as this user' }).click()
  // Log-as reloads the whole app on the account page, now as the guest.
  await expect(page).toHaveURL(/\/d\/account$/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { name: 'Hello Lena' })).toBeVisible()
  // Every page says whose account this is, with the way back to the staff member's own session.
  const banner = page.getByRole('status').filter({ hasText: 'you are acting as' })
  await expect(banner).toContainText('you are acting as Lena Schmidt (guest@roam.test)')
  await page.getByRole('link', { name: /^Profile/ }).click()
  await expect(page).toHaveURL(/\/d\/account\/profile$/)
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Back to my staff account' }).click()
  await expect(page).toHaveURL(/\/staff\/users\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Lena Schmidt' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'you are acting as' })).toHaveCount(0)
})
