import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { as, freeStay, token } from './support/api'
import { presetConsent } from './support/consent'
import { signIn } from './support/session'

// The owner refuses a request with a reason and a word; the guest reads both on the trip, in their language.
test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

test('the owner refuses a request with a reason, and the guest reads the refusal and the reason', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const owner = await token(request, 'owner@roam.test')
  const guest = await token(request, 'guest@roam.test')
  const owned = await request.get('/v4/bookings-owner/?page_size=50', { headers: as(owner) })
  const campers = (
    (await owned.json()) as { results: Array<{ camper: { id: number; instant_booking_activated: boolean } }> }
  ).results
  const camperId = campers.find((booking) => !booking.camper.instant_booking_activated)!.camper.id
  const stay = await freeStay(request, camperId, 100, 6)
  const created = await request.post('/v4/bookings/', {
    headers: as(guest),
    data: { camper: camperId, ...stay, hour_from: 14, hour_to: 12, travelers: 2, message: 'Four of us, in May.' },
  })
  expect(created.ok(), await created.text()).toBeTruthy()
  const { id } = (await created.json()) as { id: number }
  const sent = await request.patch(`/v4/bookings-guest/${id}/validate/`, { headers: as(guest) })
  expect(sent.ok(), await sent.text()).toBeTruthy()

  await signIn(page, 'owner@roam.test', undefined, '/d/bookings?meta_state=todo')
  await page.locator(`a[href$="/d/bookings/${id}"]`).click()
  await expect(page.getByTestId('owner-booking-state')).toContainText('Request to answer')
  await page.getByRole('button', { name: 'Refuse the request' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Reason').selectOption('vehicle_down')
  await dialog.getByLabel('A word for the guest (optional)').fill('The clutch gave up last week, sorry.')
  await dialog.getByRole('button', { name: 'Confirm the refusal' }).click()
  const state = page.getByTestId('owner-booking-state')
  await expect(state).toContainText('Refused by you')
  await expect(state).toContainText('Your reason: The camper is broken down')
  await expect(state).not.toContainText('Cancelled')
  // The archive lists it as refused too.
  await page.goto('/d/bookings?meta_state=archived&state=cancelled_owner')
  await expect(page.locator(`a[href$="/d/bookings/${id}"]`)).toContainText('Refused by you')

  await page.context().clearCookies()
  await page.evaluate(() => window.localStorage.clear())
  await presetConsent(page.context(), baseURL!)
  await signIn(page, 'guest@roam.test', undefined, `/fr/d/trips/${id}`)
  await expect(page).toHaveURL(new RegExp(`/fr/d/trips/${id}$`))
  const banner = page.getByTestId('trip-banner')
  await expect(banner).toContainText('Refusée par le propriétaire')
  await expect(banner).toContainText('Le camping-car est en panne')
  await expect(banner).toContainText('The clutch gave up last week, sorry.')
  await expect(banner.getByRole('link', { name: 'Trouver un autre véhicule pour ces dates' })).toHaveAttribute(
    'href',
    `/fr/s?date_from=${stay.date_from}&date_to=${stay.date_to}`,
  )
})
