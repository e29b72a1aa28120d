import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { as, demoRequest } from './support/api'
import { presetConsent } from './support/consent'
import { signIn } from './support/session'

// A request tells the owner in-app and by email; the owner follows it and accepts; the guest is told to pay, in French.
test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

test('a request reaches the owner by the bell and by email; accepting it tells the guest to pay', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const { owner, guest, camper, id } = await demoRequest(request, 160, 'Two of us.')
  // Read everything first, so the badge counts this request (and any notice a background job adds meanwhile: a payout, a
  // reminder of another trip on this worker's server).
  await request.post('/v4/notifications/read-all/', { headers: as(owner) })
  const sent = await request.patch(`/v4/bookings-guest/${id}/validate/`, { headers: as(guest) })
  expect(sent.ok(), await sent.text()).toBeTruthy()

  await signIn(page, 'owner@roam.test', undefined, '/d/account')
  const bell = page.getByRole('link', { name: /^Notifications, [1-9]\d* unread$/ })
  await expect(bell).toBeVisible()
  await bell.click()
  await expect(page).toHaveURL(/\/d\/notifications$/)
  const item = page.getByRole('button', { name: new RegExp(`New request for ${camper.title}`) }).first()
  await expect(item).toContainText('asks to rent')
  await item.click()
  await expect(page).toHaveURL(new RegExp(`/d/bookings/${id}$`))
  await expect(page.getByRole('link', { name: 'Notifications' })).toBeVisible()
  await page.getByRole('button', { name: 'Accept the request' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm and accept' }).click()
  await expect(page.getByTestId('owner-booking-state')).not.toContainText('Request to answer')

  // The owner's email, in the mail sandbox and in the owner's own language (French), leads to the same page.
  await expect(async () => {
    await page.goto('/sandbox/mail')
    // Other emails to the owner (a payout, a reminder) may come in between: look for this one.
    await expect(
      page.getByRole('row', { name: 'owner@roam.test' }).filter({ hasText: `Nouvelle demande pour ${camper.title}` }),
    ).not.toHaveCount(0, { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await page
    .getByRole('row', { name: 'owner@roam.test' })
    .getByRole('link', { name: `Nouvelle demande pour ${camper.title}` })
    .first()
    .click()
  expect(await page.locator('pre').innerText()).toContain(`/d/bookings/${id}`)

  // The guest, in French: the bell's list says the owner accepted and when to pay by.
  await page.context().clearCookies()
  await page.evaluate(() => window.localStorage.clear())
  await presetConsent(page.context(), baseURL!)
  await signIn(page, 'guest@roam.test', undefined, '/fr/d/notifications')
  const accepted = page.getByRole('button', { name: new RegExp(`a accepté votre demande`) }).first()
  await expect(accepted).toContainText(camper.title)
  await accepted.click()
  // Straight to the payment page, as the email's "Pay now" button.
  await expect(page).toHaveURL(new RegExp(`/fr/campers/${camper.id}/payment/${id}/payment(\\?|$)`))
})

test('an unanswered request reminds the owner 12 hours before it expires, then tells both it expired', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const { owner, guest, camper, id } = await demoRequest(request, 120)
  const sent = await request.patch(`/v4/bookings-guest/${id}/validate/`, { headers: as(guest) })
  expect(sent.ok(), await sent.text()).toBeTruthy()

  // A tester drives the clock from the staff page: the reminder goes out at its moment, then the request expires.
  await signIn(page, 'staff@roam.test', undefined, `/staff/bookings/${id}`)
  await page.getByRole('button', { name: 'Run the next timer now' }).click()
  await expect(page.getByRole('cell', { name: 'timer.acceptance_expired' })).toBeVisible()

  const notices = await request.get('/v4/notifications/?page_size=50', { headers: as(owner) })
  const mine = ((await notices.json()) as { results: Array<{ booking_id: number; kind: string; title: string }> })
    .results
  expect(mine.filter((notice) => notice.booking_id === id).map((notice) => notice.kind)).toEqual([
    'request_expired_owner',
    'request_expiring',
    'request_received',
  ])
  // The owner reads French: the reminder in the mail sandbox is in French too.
  // The delivery job runs every second: reload until it has been.
  await expect(async () => {
    await page.goto('/sandbox/mail')
    await expect(
      page
        .getByRole('row', { name: 'owner@roam.test' })
        .filter({ hasText: `La demande pour ${camper.title} expire dans 12 heures` })
        .first(),
    ).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
})
