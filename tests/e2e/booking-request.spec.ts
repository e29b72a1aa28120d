import { expect, type APIRequestContext } from '@playwright/test'
import { test } from './support/worker-server'
import { presetConsent } from './support/consent'
import { cookie, signIn } from './support/session'

test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

const API_HEADERS = { 'X-API-KEY': 'roam-public-web-key' }
const isoDay = (daysFromToday: number) => new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10)

async function searchCampers(request: APIRequestContext, dateFrom: string, dateTo: string) {
  const response = await request.get(`/3/products/?date_from=${dateFrom}&date_to=${dateTo}&page_size=20&sort=price`, {
    headers: API_HEADERS,
  })
  expect(response.status()).toBe(200)
  return (
    (await response.json()) as {
      results: Array<{ id: number; title: string; instant_booking: boolean; seats: number }>
    }
  ).results
}

/** A published camper for two, free on those dates, that takes requests (not instant booking), found through the search API. */
async function requestableCamper(request: APIRequestContext, dateFrom: string, dateTo: string) {
  const camper = (await searchCampers(request, dateFrom, dateTo)).find(
    (result) => !result.instant_booking && result.seats >= 2,
  )
  expect(camper).toBeDefined()
  return camper!
}

test('a guest requests a camper: dates, travel details, insurance, details, summary with a coupon, message, success', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const dateFrom = isoDay(80)
  const dateTo = isoDay(87)
  const camper = await requestableCamper(request, dateFrom, dateTo)

  await signIn(page, 'guest@roam.test', undefined, `/campers/${camper.id}?date_from=${dateFrom}&date_to=${dateTo}`)
  await expect(page.getByRole('heading', { level: 1, name: camper.title })).toBeVisible()
  await page.getByRole('button', { name: 'Request to book' }).click()

  await expect(page).toHaveURL(
    new RegExp(`/campers/${camper.id}/request/\\d+/travel-details\\?cancel_insurance=false&rental_cover=false`),
  )
  const bookingId = Number(/\/request\/(\d+)\//.exec(page.url())![1])
  await expect(page.getByRole('heading', { level: 1, name: 'Your trip' })).toBeVisible()
  await expect(page.getByLabel('Departure', { exact: true })).toHaveValue(dateFrom)
  await page.getByLabel('Travelers').fill('2')
  await page.getByLabel('Departure time').selectOption('9')
  await page.getByLabel('Return time').selectOption('20')
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Insurance' })).toBeVisible()
  await page.getByRole('radio').first().check()
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible()
  await page.getByLabel('Street').fill('1 rue de la Paix')
  await page.getByLabel('City').fill('Nantes')
  await page.getByLabel('ZIP code').fill('44000')
  await page.getByRole('combobox', { name: 'Country', exact: true }).fill('FR')
  await page.getByRole('combobox', { name: 'Country of residence' }).fill('FR')
  await page.getByRole('combobox', { name: 'Nationality' }).fill('FR')
  await page.getByRole('combobox', { name: 'Nationality' }).press('Enter')
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible()
  await expect(page.getByText('Service fee')).toBeVisible()
  await page.getByLabel('Coupon code').fill('NOT-A-COUPON')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('This coupon code is not valid.')).toBeVisible()
  await page.getByLabel('Coupon code').fill('WELCOME10')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Coupon WELCOME10 applied.')).toBeVisible()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()

  await expect(page).toHaveURL(/\/message-owner\?.*coupon_code=WELCOME10/)
  await page.getByLabel(/Introduce yourself and your trip/).fill('Hello! Two of us, a week along the coast.')
  await page.getByRole('button', { name: 'Send my request' }).click()

  await expect(page).toHaveURL(new RegExp(`/campers/${camper.id}/request/${bookingId}/success`))
  await expect(page.getByRole('heading', { level: 1, name: 'Your request is sent' })).toBeVisible()

  // The trip list page is another feature: the API says the request is there, waiting for the owner.
  const token = (await cookie(page, 'access_token'))?.value
  const trips = await request.get('/v4/bookings-guest/?meta_state=WAITING&page_size=50', {
    headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
  })
  expect(trips.status()).toBe(200)
  const trip = ((await trips.json()) as { results: Array<Record<string, unknown>> }).results.find(
    (result) => result.id === bookingId,
  )
  expect(trip).toMatchObject({
    state: 'VALIDATED',
    date_from: dateFrom,
    date_to: dateTo,
    hour_from: 9,
    hour_to: 20,
    travelers: 2,
    message: 'Hello! Two of us, a week along the coast.',
    camper: { id: camper.id },
  })

  // Back in the funnel, the sent request goes to its success page.
  await page.goto(`/campers/${camper.id}/request/${bookingId}/summary`)
  await expect(page).toHaveURL(new RegExp(`/request/${bookingId}/success`))
})

test('a guest books an instant camper: the funnel books it at the summary and hands over to the payment step', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const dateFrom = isoDay(100)
  const dateTo = isoDay(107)
  const camper = (await searchCampers(request, dateFrom, dateTo)).find((result) => result.instant_booking)
  expect(camper).toBeDefined()

  await signIn(page, 'guest@roam.test', undefined, `/campers/${camper!.id}?date_from=${dateFrom}&date_to=${dateTo}`)
  await page.getByRole('button', { name: 'Book now' }).click()
  await expect(page).toHaveURL(new RegExp(`/campers/${camper!.id}/instant-request/\\d+/travel-details`))
  const bookingId = Number(/\/instant-request\/(\d+)\//.exec(page.url())![1])
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Cancellation insurance' })).toBeVisible()
  await page.getByLabel('Yes, insure my trip against cancellation').check()
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL(/\/insurance\?cancel_insurance=true/)
  await page.getByRole('radio').first().check()
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible()
  await page.getByLabel('Street').fill('2 Hauptstrasse')
  await page.getByLabel('City').fill('Bern')
  await page.getByLabel('ZIP code').fill('3011')
  await page.getByRole('combobox', { name: 'Country', exact: true }).fill('CH')
  await page.getByRole('combobox', { name: 'Country of residence' }).fill('CH')
  await page.getByRole('combobox', { name: 'Nationality' }).fill('CH')
  await page.getByRole('combobox', { name: 'Nationality' }).press('Enter')
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible()
  await expect(page.getByText('Cancellation insurance', { exact: true }).last()).toBeVisible()
  // The English storefront offers neither two nor four payments (its payment_type_available is card and paypal).
  await expect(page.getByRole('heading', { name: 'Pay in instalments' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page).toHaveURL(new RegExp(`/campers/${camper!.id}/instant-request/${bookingId}/payment`))

  const token = (await cookie(page, 'access_token'))?.value
  const booking = await request.get(`/v4/bookings-guest/${bookingId}/`, {
    headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
  })
  expect(await booking.json()).toMatchObject({ state: 'VALIDATED', is_instant: true, permissions: { can_pay: true } })
})
