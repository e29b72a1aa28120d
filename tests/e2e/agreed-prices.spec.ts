import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { as, token } from './support/api'
import { presetConsent } from './support/consent'
import { signIn } from './support/session'

// A paid trip keeps the price it was charged: the owner raising the camper's price afterwards changes what new
// requests cost, not the trip's page.
test.beforeEach(({ context, baseURL }) => presetConsent(context, baseURL!))

test("the owner doubles the camper's price after a trip was paid: the trip page still shows what was charged", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const guest = as(await token(request, 'guest@roam.test'))
  const owner = as(await token(request, 'owner@roam.test'))
  // A paid trip of the demo guest in a camper of the demo owner.
  const trips = await request.get('/v4/bookings-guest/?state=TO_COME&page_size=50', { headers: guest })
  const ids = ((await trips.json()) as { results: Array<{ id: number }> }).results.map((trip) => trip.id)
  let trip: { id: number; camper: number } | undefined
  for (const id of ids) {
    const owned = await request.get(`/v4/bookings-owner/${id}/`, { headers: owner })
    if (owned.ok()) trip = { id, camper: ((await owned.json()) as { camper: { id: number } }).camper.id }
    if (trip) break
  }
  expect(trip, "a paid trip in the demo owner's camper").toBeDefined()
  const { id, camper } = trip!
  const cents = (amount: string) => Math.round(Number(amount) * 100)
  const payments = (await (await request.get(`/3/my-requests/${id}/payments/`, { headers: guest })).json()) as {
    results: Array<{ reason: string; amount: string; state: string }>
  }
  const charged = payments.results
    .filter((payment) => ['booking', 'extension', 'upgrade'].includes(payment.reason))
    .filter((payment) => payment.state === 'done' || payment.state === 'to_come')
    .reduce((sum, payment) => sum + cents(payment.amount), 0)
  const euros = (amount: number) =>
    new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(amount / 100)

  const details = `/3/products/${camper}/prices-details/`
  const { price_per_day: price } = (await (await request.get(details, { headers: owner })).json()) as {
    price_per_day: string
  }
  const setPrice = async (value: string) => {
    const answer = await request.patch(details, { headers: owner, data: { price_per_day: Number(value) } })
    expect(answer.ok(), await answer.text()).toBeTruthy()
  }
  await setPrice((Number(price) * 2).toFixed(2))
  try {
    await signIn(page, 'guest@roam.test', undefined, `/d/trips/${id}`)
    await expect(page.locator('.trip-prices__total dd')).toHaveText(euros(charged), { timeout: 20_000 })
    const prices = (await (await request.get(`/3/my-requests/${id}/prices/`, { headers: guest })).json()) as {
      price: string
    }
    expect(cents(prices.price)).toBe(charged)
  } finally {
    // The other specs of this worker's server price this camper as seeded.
    await setPrice(price)
  }
})
