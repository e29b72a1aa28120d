import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { as, freeStay, token } from './support/api'
import { presetConsent } from './support/consent'
import { signIn } from './support/session'

// The owner's side of a request against the real API: the guest asks through the API, the demo owner answers in the browser.
test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

test('the guest sends a request, the owner finds it under To do, accepts it, and the guest sees it accepted', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const owner = await token(request, 'owner@roam.test')
  const guest = await token(request, 'guest@roam.test')
  // A camper of the demo owner that takes requests (not instant booking), from the bookings it already has.
  const owned = await request.get('/v4/bookings-owner/?page_size=50', { headers: as(owner) })
  const campers = (
    (await owned.json()) as { results: Array<{ camper: { id: number; instant_booking_activated: boolean } }> }
  ).results
  const camperId = campers.find((booking) => !booking.camper.instant_booking_activated)!.camper.id

  const created = await request.post('/v4/bookings/', {
    headers: as(guest),
    data: {
      camper: camperId,
      ...(await freeStay(request, camperId, 120)),
      hour_from: 14,
      hour_to: 12,
      travelers: 2,
      message: 'Could we take the van to the Alps?',
    },
  })
  expect(created.ok(), await created.text()).toBeTruthy()
  const { id } = (await created.json()) as { id: number }
  const sent = await request.patch(`/v4/bookings-guest/${id}/validate/`, { headers: as(guest) })
  expect(sent.ok(), await sent.text()).toBeTruthy()

  await signIn(page, 'owner@roam.test', undefined, '/d/bookings')
  // With a request to answer, the list opens on To do.
  await expect(page).toHaveURL(/\/d\/bookings\?meta_state=todo$/)
  await expect(
    page.getByRole('navigation', { name: 'Booking filters' }).getByRole('link', { name: /To do/ }),
  ).toHaveAttribute('aria-current', 'page')
  await page.locator(`a[href$="/d/bookings/${id}"]`).click()
  await expect(page).toHaveURL(new RegExp(`/d/bookings/${id}$`))
  await expect(page.getByTestId('owner-booking-state')).toContainText('Request to answer')
  await expect(page.getByTestId('acceptance-countdown')).toContainText('left to answer')
  await expect(page.getByText('Could we take the van to the Alps?')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your earnings' }).getByText('You earn')).toBeVisible()

  await page.getByRole('button', { name: 'Accept the request' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm and accept' }).click()
  await expect(page.getByTestId('owner-booking-state')).toContainText('Accepted, waiting for payment')
  await expect(page.getByRole('button', { name: 'Cancel the booking' })).toBeVisible()

  const seen = await request.get(`/v4/bookings-guest/${id}/`, { headers: as(guest) })
  expect(((await seen.json()) as { state: string }).state).toBe('ACCEPTED')
})
