import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test'
import { test } from './support/worker-server'
import { API_KEY, as, token } from './support/api'
import { presetConsent } from './support/consent'
import { confirmEmail } from './support/mail'
import { signIn } from './support/session'

// A newcomer's first rental, walked as a person does it: nothing is set up through the API but finding which camper
// of the demo owner takes requests (so that the owner can answer it in a second window).
test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

// Each step waits on a real write (a password hash, a booking, a payment): more than the default on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })

/** The demo owner's first published camper that takes requests, with its town and title. */
async function requestCamperOfTheDemoOwner(request: APIRequestContext) {
  const owner = await token(request, 'owner@roam.test')
  const owned = await request.get('/v4/bookings-owner/?page_size=50', { headers: as(owner) })
  const bookings = (
    (await owned.json()) as { results: Array<{ camper: { id: number; instant_booking_activated: boolean } }> }
  ).results
  const id = bookings.find((booking) => !booking.camper.instant_booking_activated)!.camper.id
  const listing = await request.get(`/3/products/${id}/`, { headers: API_KEY })
  expect(listing.ok(), await listing.text()).toBeTruthy()
  const { title, location } = (await listing.json()) as { title: string; location: { city: string } }
  return { id, title, city: location.city }
}

/**
 * The first month, three or more ahead, whose days 10 to 15 the camper can still take: earlier specs on this worker's
 * server (the replay's paths) book stays of the demo owner's campers.
 */
async function freeMonthAhead(request: APIRequestContext, camperId: number) {
  const now = new Date()
  for (let monthsAhead = 3; monthsAhead < 10; monthsAhead += 1) {
    const day = (date: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthsAhead, date)).toISOString().slice(0, 10)
    const price = await request.get(`/3/products/${camperId}/price/?date_from=${day(10)}&date_to=${day(15)}`, {
      headers: API_KEY,
    })
    if (price.ok() && ((await price.json()) as { available: boolean }).available) return monthsAhead
  }
  throw new Error(`camper ${camperId} has no free 10th to 15th in the coming months`)
}

/** Picks a stay in the range calendar of the open dates popover, `monthsAhead` months from now, days 10 to 15. */
async function pickStay(page: Page, monthsAhead: number) {
  const popover = page.getByRole('dialog', { name: 'Choose your dates' })
  await expect(popover).toBeVisible()
  for (let month = 0; month < monthsAhead; month += 1)
    await popover.getByRole('button', { name: /next month/i }).click()
  const days = popover.getByRole('grid').first().getByRole('gridcell')
  await days
    .getByRole('button', { name: /\b10(st|nd|rd|th)?\b/ })
    .first()
    .click()
  await days
    .getByRole('button', { name: /\b15(st|nd|rd|th)?\b/ })
    .first()
    .click()
}

test('a newcomer signs up, searches a typed town from the home page, requests, the owner accepts, the guest pays with 3-D Secure and sees the trip', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const camper = await requestCamperOfTheDemoOwner(request)

  // --- Sign up.
  await page.goto('/signup')
  await page.getByLabel('First name').fill('Grace')
  await page.getByLabel('Last name').fill('Hopper')
  const email = `journey-${Date.now()}@roam.test`
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill('a-long-enough-secret')
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page).toHaveURL(/\/$/)
  // A request needs a confirmed address: the sign-up email's link, read in the mail sandbox.
  await confirmEmail(page, email)
  await page.goto('/')

  // --- Search the owner's town, typed on the home page, with dates from the home range picker.
  const form = page.getByRole('search', { name: 'Search a camper' })
  await form.getByRole('combobox', { name: 'Where' }).fill(camper.city)
  await form.getByRole('button', { name: /^Dates/ }).click()
  await pickStay(page, await freeMonthAhead(request, camper.id))
  await form.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/s\?.*place=.*date_from=\d{4}-\d{2}-\d{2}.*date_to=\d{4}-\d{2}-\d{2}/)
  await expect(page.getByRole('combobox', { name: 'Where' })).toHaveValue(new RegExp(camper.city, 'i'))
  const dateFrom = new URL(page.url()).searchParams.get('date_from')!
  const dateTo = new URL(page.url()).searchParams.get('date_to')!

  // The owner's camper is among the results near its own town (another owner's may share its title): open it.
  const card = page
    .locator('.search-results')
    .locator(`a[href="/campers/${camper.id}?date_from=${dateFrom}&date_to=${dateTo}"]`)
  await expect(card).toBeVisible()
  await card.click()
  await expect(page.getByRole('heading', { level: 1, name: camper.title })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`date_from=${dateFrom}`))

  // --- Request it.
  await page.getByRole('button', { name: 'Request to book' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/campers/${camper.id}/request/\\d+/travel-details`))
  const bookingId = Number(/\/request\/(\d+)\//.exec(page.url())![1])
  await page.getByLabel('Travelers').fill('2')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Insurance' })).toBeVisible()
  await page.getByRole('radio').first().check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible()
  await page.getByLabel('Street').fill('12 quai de la Fosse')
  await page.getByLabel('City').fill('Nantes')
  await page.getByLabel('ZIP code').fill('44000')
  // Countries are typed by name in a searchable picker.
  await page.getByRole('combobox', { name: 'Country', exact: true }).fill('France')
  await page.getByRole('combobox', { name: 'Country of residence' }).fill('France')
  await page.getByRole('combobox', { name: 'Nationality' }).fill('France')
  await page.getByRole('combobox', { name: 'Nationality' }).press('Enter')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  const hello = `Hello! Our first camper trip, two of us. (${Date.now()})`
  await page.getByLabel(/Introduce yourself and your trip/).fill(hello)
  await page.getByRole('button', { name: 'Send my request' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your request is sent' })).toBeVisible()

  // --- The owner, in a window of their own, finds it under To do and accepts it.
  const ownerContext = await browser.newContext({ baseURL })
  await presetConsent(ownerContext, baseURL!)
  const owner = await ownerContext.newPage()
  await signIn(owner, 'owner@roam.test', undefined, '/d/bookings')
  await expect(owner).toHaveURL(/\/d\/bookings\?meta_state=todo$/)
  await owner.locator(`a[href$="/d/bookings/${bookingId}"]`).first().click()
  await expect(owner.getByText(hello)).toBeVisible()
  await owner.getByRole('button', { name: 'Accept the request' }).click()
  await owner.getByRole('dialog').getByRole('button', { name: 'Confirm and accept' }).click()
  await expect(owner.getByTestId('owner-booking-state')).toContainText('Accepted, waiting for payment')
  await ownerContext.close()

  // --- The guest finds the trip accepted and pays it by card through a 3-D Secure challenge.
  await page.goto(`/d/trips/${bookingId}`)
  await expect(page.getByTestId('trip-banner')).toContainText(/Pay before/)
  // Before payment the trip names the town only.
  await expect(page.locator('a.trip__phone')).toHaveCount(0)
  await page.getByRole('link', { name: /^Pay/ }).first().click()
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible()
  await page.getByLabel('Card number').fill('4970100000002002')
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39')
  await page.getByLabel('Security code').fill('123')
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page.getByRole('heading', { name: '3-D Secure authentication' })).toBeVisible()
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page).toHaveURL(new RegExp(`/campers/${camper.id}/payment/${bookingId}/success$`))

  // --- The trip is confirmed, and now shows where to pick the camper up and the owner's phone.
  await page.goto(`/d/trips/${bookingId}`)
  await expect(page.getByTestId('trip-banner')).toHaveText('Confirmed · To come')
  await expect(page.getByRole('term').filter({ hasText: 'Pick-up address' })).toBeVisible()
  await expect(page.locator('a.trip__phone')).toHaveAttribute('href', /^tel:\+?\d{6,}$/)
})
