import { expect, type APIRequestContext, type APIResponse } from '@playwright/test'
import { test } from './support/worker-server'
import { API_KEY as KEY, as, token } from './support/api'
import { DEMO_PASSWORD, signIn } from './support/session'

// A guest's driving licence goes from NEEDDOC to VALIDATED through its page and staff, and only then can the guest
// pay a trip that starts within 72 hours (errors 104 and 110 before).

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

// The smallest valid PNG (1x1): the storage keeps the bytes, the page only needs a real image type.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/**
 * A camper of owner@roam.test free for a stay starting tomorrow. The demo trips keep the owner's regular campers booked around
 * today, so this is one of the owner's instantly bookable campers: the guest's validated request is payable at once.
 */
async function camperFreeTomorrow(request: APIRequestContext, owner: string) {
  const owned = await request.get('/v4/bookings-owner/?page_size=50', { headers: as(owner) })
  const campers = ((await owned.json()) as { results: Array<{ camper: { id: number } }> }).results.map(
    (b) => b.camper.id,
  )
  for (const camperId of new Set(campers)) {
    for (const days of [3, 5, 7]) {
      const stay = { date_from: isoDay(1), date_to: isoDay(1 + days) }
      const answer = await request.get(
        `/3/products/${camperId}/price/?date_from=${stay.date_from}&date_to=${stay.date_to}`,
        { headers: KEY },
      )
      if (answer.ok() && ((await answer.json()) as { available: boolean }).available) return { camperId, stay }
    }
  }
  throw new Error('no camper of owner@roam.test is free tomorrow')
}

/** The codes of a 400 `__all__` answer (spec 2 §8 price errors). */
async function priceErrorCodes(answer: APIResponse) {
  expect(answer.status(), await answer.text()).toBe(400)
  return ((await answer.json()) as { __all__: Array<{ code: number }> }).__all__.map((item) => item.code)
}

test('a validated driving licence lets the guest pay a trip that starts within 72 hours', async ({ page, request }) => {
  test.setTimeout(90_000)
  const [guest, owner, staff] = [
    await token(request, 'guest@roam.test'),
    await token(request, 'owner@roam.test'),
    await token(request, 'staff@roam.test'),
  ]

  // The trip is requested while the licence is still NEEDDOC (which counts as validated).
  const { camperId, stay } = await camperFreeTomorrow(request, owner)
  const created = await request.post('/v4/bookings/', {
    headers: as(guest),
    data: {
      camper: camperId,
      ...stay,
      hour_from: 14,
      hour_to: 12,
      travelers: 2,
      message: 'Hello! We would love to leave tomorrow for the mountains.',
    },
  })
  expect(created.ok(), await created.text()).toBeTruthy()
  const { id: bookingId, is_instant } = (await created.json()) as { id: number; is_instant: boolean }
  expect(is_instant).toBe(true)
  expect((await request.patch(`/v4/bookings-guest/${bookingId}/validate/`, { headers: as(guest) })).ok()).toBeTruthy()

  const listed = await request.get('/3/docs/guest/', { headers: as(guest) })
  const licence = (
    (await listed.json()) as { results: Array<{ id: number; document_type: string; dashboard_status: string }> }
  ).results.find((document) => document.document_type === 'driving_licen')!
  expect(licence.dashboard_status).toBe('NEEDDOC')

  // The guest sends two pages with the expiry date on the document's upload page, then asks for validation.
  await signIn(page, 'guest@roam.test', DEMO_PASSWORD, `/d/account/documents-guest/${licence.id}/upload`)
  const status = page.getByTestId('document-status')
  // Signing in (a password hash) can take seconds on a busy machine.
  await expect(status).toHaveAttribute('data-status', 'NEEDDOC', { timeout: 15_000 })
  await page.getByLabel('Expiration date').fill(isoDay(3 * 365))
  await page.getByLabel('Add pages').setInputFiles([
    { name: 'licence-front.png', mimeType: 'image/png', buffer: PNG },
    { name: 'licence-back.png', mimeType: 'image/png', buffer: PNG },
  ])
  await expect(status).toHaveAttribute('data-status', 'ADDED')
  await page.getByRole('button', { name: 'Ask for validation' }).click()
  await expect(status).toHaveAttribute('data-status', 'VALIDATION_ASKED')
  await expect(status).toHaveText('Status: Validation asked')
  const asked = (await (await request.get(`/3/docs/${licence.id}/`, { headers: as(guest) })).json()) as {
    pages: unknown[]
    expiration_date: string
  }
  expect(asked.pages).toHaveLength(2)
  expect(asked.expiration_date).toBe(isoDay(3 * 365))

  // In validation the licence no longer counts: the trip starts within 72 hours, so prices and payment answer 104 or 110.
  const prices = await priceErrorCodes(await request.get(`/3/my-requests/${bookingId}/prices/`, { headers: as(guest) }))
  const payment = await priceErrorCodes(
    await request.post(`/3/my-requests/${bookingId}/payment/confirm/`, {
      headers: { ...as(guest), 'Idempotency-Key': `documents-e2e-${bookingId}` },
      data: { method: 'card', card: { number: '4970100000001004', expiry: '1239', cvx: '123' } },
    }),
  )
  for (const codes of [prices, payment])
    expect([[104], [110]]).toContainEqual(codes.filter((code) => code === 104 || code === 110))

  const validated = await request.post(`/3/docs/${licence.id}/validate/`, { headers: as(staff) })
  expect(validated.ok(), await validated.text()).toBeTruthy()
  await page.reload()
  await expect(status).toHaveAttribute('data-status', 'VALIDATED', { timeout: 15_000 })

  // Validated: the payment step takes a sandbox card and the trip is confirmed.
  await page.goto(`/campers/${camperId}/instant-request/${bookingId}/payment`)
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible()
  // A new sandbox card with frictionless 3-D Secure (the demo guest also has a saved one).
  await page.getByRole('radio', { name: 'A new card' }).check()
  await page.getByLabel('Card number').fill('4970100000001004')
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39')
  await page.getByLabel('Security code').fill('123')
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page).toHaveURL(new RegExp(`/campers/${camperId}/instant-request/${bookingId}/success$`))
  const trip = (await (await request.get(`/v4/bookings-guest/${bookingId}/`, { headers: as(guest) })).json()) as {
    state: string
  }
  expect(trip.state).toBe('TO_COME')
})
