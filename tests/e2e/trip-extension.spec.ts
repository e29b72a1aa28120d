import { expect, type APIRequestContext } from '@playwright/test'
import { test } from './support/worker-server'
import { API_KEY, as, token } from './support/api'
import { presetConsent } from './support/consent'
import { signIn } from './support/session'

// A guest extends a paid trip: asks for two more days, the owner accepts, the guest pays; the trip then ends later
// and every figure on the page is the server's.
test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

interface TripRead {
  date_time_to: string
  camper: { id: number }
  extensions: {
    permissions: { can_create_extensions: boolean }
    requests: Array<{ state: string; price_total: string; date_to: string }>
  }
}

/** Whether the camper is free the two days after the trip: earlier specs on this worker's server may have taken them. */
async function twoDaysFreeAfter(request: APIRequestContext, trip: TripRead) {
  const end = trip.date_time_to.slice(0, 10)
  const after = new Date(`${end}T00:00:00Z`)
  after.setUTCDate(after.getUTCDate() + 2)
  const query = `date_from=${end}&date_to=${after.toISOString().slice(0, 10)}`
  const calendar = await request.get(`/3/products/${trip.camper.id}/availabilities/?${query}`, { headers: API_KEY })
  return calendar.ok() && ((await calendar.json()) as { unavailable: unknown[] }).unavailable.length === 0
}

/** A paid trip of the demo guest in a camper of the demo owner, with no open extension request and two free days after it. */
async function extendableTrip(request: APIRequestContext) {
  const guest = as(await token(request, 'guest@roam.test'))
  const owner = as(await token(request, 'owner@roam.test'))
  const trips = await request.get('/v4/bookings-guest/?state=TO_COME&page_size=50', { headers: guest })
  for (const { id } of ((await trips.json()) as { results: Array<{ id: number }> }).results) {
    if (!(await request.get(`/v4/bookings-owner/${id}/`, { headers: owner })).ok()) continue
    const trip = (await (await request.get(`/v4/bookings-guest/${id}/`, { headers: guest })).json()) as TripRead
    if (['CREATED', 'GUEST_ASK', 'ACCEPTED'].includes(trip.extensions.requests[0]?.state ?? ''))
      await request.patch(`/v4/bookings-guest/${id}/extensions/cancel/`, { headers: guest })
    else if (!trip.extensions.permissions.can_create_extensions) continue
    if (!(await twoDaysFreeAfter(request, trip))) continue
    const read = async <T>(path: string) => (await (await request.get(path, { headers: guest })).json()) as T
    return {
      id,
      read: () => read<TripRead>(`/v4/bookings-guest/${id}/`),
      price: async () => (await read<{ price: string }>(`/3/my-requests/${id}/prices/`)).price,
      payments: async () =>
        (
          await read<{ results: Array<{ reason: string; amount: string; status: string; state: string }> }>(
            `/3/my-requests/${id}/payments/`,
          )
        ).results,
    }
  }
  throw new Error("the demo guest has no paid trip in the demo owner's camper to extend")
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

test('a guest extends a paid trip by two days: the owner accepts, the guest pays, the trip ends later', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const trip = await extendableTrip(request)
  const chargedBefore = (await trip.payments()).filter((payment) => payment.reason === 'extension').length

  await signIn(page, 'guest@roam.test', undefined, `/d/trips/${trip.id}`)
  const section = page.getByRole('region', { name: 'Extend the trip' })
  // The form is the page's once the trip has loaded: a value typed before a re-render would be lost.
  await expect(section.getByRole('button', { name: 'Get the price' })).toBeEnabled({ timeout: 20_000 })
  await section.getByLabel('Days after').fill('2')
  await expect(section.getByLabel('Days after')).toHaveValue('2')
  const [asked] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.url().endsWith(`/v4/bookings-guest/${trip.id}/extensions/`) && response.request().method() === 'POST',
      { timeout: 30_000 },
    ),
    section.getByRole('button', { name: 'Get the price' }).click(),
  ])
  expect(asked.status(), await asked.text()).toBe(201)
  await expect(section.getByText('Draft, not sent', { exact: true })).toBeVisible({ timeout: 20_000 })
  const draft = (await trip.read()).extensions.requests[0]!
  // The price the guest is asked is the server's.
  await expect(page.getByTestId('trip-extension')).toContainText(draft.price_total)
  await section.getByRole('button', { name: 'Send to the owner' }).click()
  await expect(section.getByText('Sent, waiting for the owner', { exact: true })).toBeVisible()

  await signIn(page, 'owner@roam.test', undefined, `/d/bookings/${trip.id}`)
  await page.getByRole('button', { name: 'Accept the extension' }).click({ timeout: 20_000 })
  await expect(page.getByText('Accepted, waiting for payment')).toBeVisible()

  await signIn(page, 'guest@roam.test', undefined, `/d/trips/${trip.id}`)
  await section.getByRole('button', { name: 'Pay the extension' }).click({ timeout: 20_000 })
  await expect(section.getByText('Paid', { exact: true })).toBeVisible({ timeout: 20_000 })

  const after = await trip.read()
  expect(after.extensions.requests[0]).toMatchObject({ state: 'CONFIRMED', price_total: draft.price_total })
  expect(after.date_time_to.slice(0, 10)).toBe(draft.date_to)
  // The guest's card was charged the extension's price, once.
  const charges = (await trip.payments()).filter((payment) => payment.reason === 'extension')
  expect(charges).toHaveLength(chargedBefore + 1)
  expect(charges.at(-1)).toMatchObject({ amount: draft.price_total, status: 'SUCCEEDED' })
  // The trip's return is the new last day.
  await expect(page.locator('.trip-details dd').nth(1)).toContainText(day(after.date_time_to))
  // The trip's total on the page is the server's price of the extended trip, and that is what the guest was
  // charged for it in all: the booking (or its instalments), its extensions and its add-ons.
  const cents = (amount: string) => Math.round(Number(amount) * 100)
  const charged = (await trip.payments())
    .filter((payment) => ['booking', 'extension', 'upgrade'].includes(payment.reason))
    .filter((payment) => payment.state === 'done' || payment.state === 'to_come')
    .reduce((sum, payment) => sum + cents(payment.amount), 0)
  const price = await trip.price()
  expect(cents(price)).toBe(charged)
  const euros = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(Number(price))
  await expect(page.locator('.trip-prices__total dd')).toHaveText(euros)
})
