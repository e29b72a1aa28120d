import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { API_KEY } from './support/api'
import { signIn } from './support/session'

// Moderation: staff approve the demo owner's camper waiting for moderation; it is then public and
// the audit log shows the approval.

test('staff approve the demo owner’s camper waiting for moderation, which is then published and audited', async ({
  page,
  request,
}) => {
  await signIn(page, 'staff@roam.test')
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/staff/moderation')
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible()

  const card = page.getByRole('listitem').filter({ hasText: 'owner@roam.test' }).filter({ hasText: 'second van' })
  await expect(card).toHaveCount(1)
  const label = (await card.getAttribute('aria-label'))!
  const id = Number(label.replace('Camper ', ''))
  await expect(card.getByRole('link', { name: /second van/ })).toHaveAttribute('href', `/campers/${id}`)
  // Nobody but its owner and staff sees it before the approval.
  expect((await request.get(`/3/products/${id}/`, { headers: API_KEY })).status()).toBe(404)

  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('listitem', { name: label })).toHaveCount(0)

  const answer = await request.get(`/3/products/${id}/`, { headers: API_KEY })
  expect(answer.status()).toBe(200)
  expect(['published', 'bookable']).toContain(((await answer.json()) as { status: string }).status)

  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Audit log' }).click()
  const auditRow = page
    .getByRole('row')
    .filter({ hasText: 'listing_approved' })
    .filter({ hasText: `Camper ${id}` })
  await expect(auditRow).toHaveCount(1)
  await expect(auditRow).toContainText('staff@roam.test')

  // The owner, who reads French, is told by the bell and follows it to the listing.
  await page.context().clearCookies()
  await signIn(page, 'owner@roam.test', undefined, '/fr/d/notifications')
  const told = page.getByRole('button', { name: /second van.* est en ligne/ }).first()
  await expect(told).toContainText('les voyageurs peuvent maintenant la trouver')
  await told.click()
  await expect(page).toHaveURL(new RegExp(`/fr/d/campers/${id}$`))
})
