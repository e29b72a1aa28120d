import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { as, demoRequest, token } from './support/api'
import { presetConsent } from './support/consent'
import { signIn } from './support/session'

// The email switches of /d/account/notifications, and the one-click unsubscribe of a review invitation.
test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

test('a category turned off on the page stays off after a reload', async ({ page, request }) => {
  // Signing in (a password hash) and two page loads take a while on a busy machine.
  test.setTimeout(60_000)
  await signIn(page, 'owner@roam.test', undefined, '/d/account')
  await page.getByRole('link', { name: /Email notifications/ }).click()
  await expect(page).toHaveURL(/\/d\/account\/notifications$/)
  await expect(page.getByRole('switch', { name: 'Booking updates' })).toBeDisabled()
  const reminders = page.getByRole('switch', { name: 'Reminders' })
  await expect(reminders).toBeChecked()
  await reminders.click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved: Reminders emails are off.')
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Reminders' })).not.toBeChecked()
  await expect(page.getByRole('switch', { name: 'Messages' })).toBeChecked()

  // Back on, for the other specs of this worker's server.
  const owner = await token(request, 'owner@roam.test')
  const restored = await request.patch('/v4/notification-preferences/', {
    headers: as(owner),
    data: { reminders: true },
  })
  expect(restored.ok(), await restored.text()).toBeTruthy()
})

test('the unsubscribe link of a review invitation works without signing in, after a confirmation', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // A paid trip that ends (the replay clock runs its timers now): the guest is invited to review it, by email.
  const staff = await token(request, 'staff@roam.test')
  const { owner, guest, camper, id } = await demoRequest(request, 60, 'A short trip.')
  for (const step of [
    () => request.patch(`/v4/bookings-guest/${id}/validate/`, { headers: as(guest) }),
    () => request.patch(`/v4/bookings-owner/${id}/accept/`, { headers: as(owner) }),
    () =>
      request.post(`/3/my-requests/${id}/payment/confirm/`, {
        headers: { ...as(guest), 'Idempotency-Key': `preferences-e2e-${id}` },
        data: { method: 'card', card: { number: '4970100000001004', expiry: '1239', cvx: '123' } },
      }),
    // Its start, then its end.
    () => request.post(`/v4/bookings-staff/${id}/replay-clock/`, { headers: as(staff) }),
    () => request.post(`/v4/bookings-staff/${id}/replay-clock/`, { headers: as(staff) }),
  ]) {
    const answer = await step()
    expect(answer.ok(), await answer.text()).toBeTruthy()
  }

  // Nobody signed in: a fresh browser reads the email in the mail sandbox and follows its unsubscribe link.
  const context = await browser.newContext()
  await presetConsent(context, baseURL!)
  const page = await context.newPage()
  // The demo guest reads Roam in German: the email, and the page its link opens.
  const subject = `Wie war Ihre Reise mit ${camper.title}?`
  await expect(async () => {
    await page.goto('/sandbox/mail')
    await expect(page.getByRole('link', { name: subject }).first()).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await page.getByRole('link', { name: subject }).first().click()
  await expect(page.getByText('List-Unsubscribe=One-Click')).toBeVisible()
  const header = await page.locator('dt:text-is("List-Unsubscribe") + dd').innerText()
  const link = /^<(.+)>$/.exec(header)![1]!
  expect(link).toMatch(/\/de\/unsubscribe\?token=[\w-]+$/)

  await page.goto(link)
  await expect(page.getByText('Keine E-Mails „Bewertungen“ mehr erhalten?')).toBeVisible()
  // Opening the link changed nothing: only the button does.
  const before = await request.get('/v4/notification-preferences/', { headers: as(guest) })
  const reviews = () =>
    request
      .get('/v4/notification-preferences/', { headers: as(guest) })
      .then(async (answer) =>
        ((await answer.json()) as { email: Array<{ category: string; enabled: boolean }> }).email.find(
          (row) => row.category === 'reviews',
        ),
      )
  expect(before.ok()).toBeTruthy()
  expect(await reviews()).toMatchObject({ enabled: true })
  await page.getByRole('button', { name: 'Abmelden' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Sie sind abgemeldet: Roam sendet Ihnen keine E-Mails „Bewertungen“ mehr.',
  )
  expect(await reviews()).toMatchObject({ enabled: false })
  await context.close()

  // Back on, for the other specs of this worker's server.
  await request.patch('/v4/notification-preferences/', { headers: as(guest), data: { reviews: true } })
})
