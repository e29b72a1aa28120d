import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { test } from './support/worker-server'
import { API_KEY as KEY, as, token, freeStay } from './support/api'
import { DEMO_PASSWORD, signIn } from './support/session'

// The payment step against the real API and payment sandbox: bookings are set up through the API, then the
// guest opens the payment step directly.

/** A camper of the marketplace that is (or is not) instantly bookable. */
async function camperWhere(request: APIRequestContext, instant: boolean, skip: number[] = []) {
  const answer = await request.get('/3/products/?page_size=50', { headers: KEY })
  const campers = ((await answer.json()) as { results: Array<{ id: number; instant_booking: boolean }> }).results
  const camper = campers.find((c) => c.instant_booking === instant && !skip.includes(c.id))
  if (!camper) throw new Error('no such camper')
  return camper.id
}

/** POST /v4/bookings/ as the guest, then validate it: an instant booking is payable at once, a regular request after the owner accepts. */
async function requestBooking(request: APIRequestContext, camperId: number, from: number) {
  const guest = await token(request, 'guest@roam.test')
  const stay = await freeStay(request, camperId, from)
  const created = await request.post('/v4/bookings/', {
    headers: as(guest),
    data: {
      camper: camperId,
      ...stay,
      hour_from: 14,
      hour_to: 12,
      travelers: 2,
      message: 'Hello! We would love to take your camper along the coast.',
    },
  })
  expect(created.ok(), await created.text()).toBeTruthy()
  const booking = (await created.json()) as { id: number; is_instant: boolean }
  const validated = await request.patch(`/v4/bookings-guest/${booking.id}/validate/`, { headers: as(guest) })
  expect(validated.ok(), await validated.text()).toBeTruthy()
  return { ...booking, guest }
}

async function bookingState(request: APIRequestContext, bearer: string, id: number) {
  const answer = await request.get(`/v4/bookings-guest/${id}/`, { headers: as(bearer) })
  return ((await answer.json()) as { state: string }).state
}

const CARD_FORM = {
  newCard: 'A new card',
  number: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  code: 'Security code',
  pay: /^Pay /,
}
/** The same form on the French storefront (the only one offering card_2 and cred_4). */
const CARD_FORM_FR = {
  newCard: 'Une nouvelle carte',
  number: 'Numéro de carte',
  expiry: "Date d'expiration (MM/AA)",
  code: 'Code de sécurité',
  pay: /^Payer /,
}

async function payByCard(page: Page, number: string, form = CARD_FORM) {
  // The demo guest has a saved card, chosen by default: these tests type a new one.
  await page.getByRole('radio', { name: form.newCard }).check()
  await page.getByLabel(form.number).fill(number)
  await page.getByLabel(form.expiry).fill('12/39')
  await page.getByLabel(form.code).fill('123')
  await page.getByRole('button', { name: form.pay }).click()
}

test('a regular request the owner accepted is paid by card with frictionless 3-D Secure', async ({ page, request }) => {
  const owner = await token(request, 'owner@roam.test')
  const owned = await request.get('/v4/bookings-owner/?page_size=50', { headers: as(owner) })
  const campers = (
    (await owned.json()) as { results: Array<{ camper: { id: number; instant_booking_activated: boolean } }> }
  ).results
  const camperId = campers.find((b) => !b.camper.instant_booking_activated)!.camper.id
  const booking = await requestBooking(request, camperId, 95)
  expect(booking.is_instant).toBe(false)
  const accepted = await request.patch(`/v4/bookings-owner/${booking.id}/accept/`, { headers: as(owner) })
  expect(accepted.ok(), await accepted.text()).toBeTruthy()

  await signIn(page, 'guest@roam.test', DEMO_PASSWORD, `/campers/${camperId}/payment/${booking.id}/payment`)
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible()
  await payByCard(page, '4970100000001004')
  await expect(page).toHaveURL(new RegExp(`/campers/${camperId}/payment/${booking.id}/success$`))
  expect(await bookingState(request, booking.guest, booking.id)).toBe('TO_COME')
})

test('an instant booking is paid by card through a 3-D Secure challenge', async ({ page, request }) => {
  const camperId = await camperWhere(request, true)
  const booking = await requestBooking(request, camperId, 95)
  expect(booking.is_instant).toBe(true)

  await signIn(page, 'guest@roam.test', DEMO_PASSWORD, `/campers/${camperId}/instant-request/${booking.id}/payment`)
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible()
  await payByCard(page, '4970100000002002')
  await expect(page.getByRole('heading', { name: '3-D Secure authentication' })).toBeVisible()
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page).toHaveURL(new RegExp(`/campers/${camperId}/instant-request/${booking.id}/success$`))
  expect(await bookingState(request, booking.guest, booking.id)).toBe('TO_COME')
})

test('a declined card shows its title from the referential; a good card then pays', async ({ page, request }) => {
  const camperId = await camperWhere(request, true)
  const booking = await requestBooking(request, camperId, 125)

  await signIn(page, 'guest@roam.test', DEMO_PASSWORD, `/campers/${camperId}/instant-request/${booking.id}/payment`)
  await payByCard(page, '4970100000007001')
  const alert = page.getByRole('alert')
  await expect(alert.getByText('Payment refused')).toBeVisible()
  await expect(
    alert.getByText('Your bank refused this payment for security reasons. Please contact your bank.'),
  ).toBeVisible()
  expect(await bookingState(request, booking.guest, booking.id)).toBe('VALIDATED')

  // The guest tries again with a good card: the card refused for fraud is not offered among the saved cards.
  await page.reload()
  const saved = page.getByRole('radiogroup', { name: 'Saved cards' })
  await expect(saved.getByRole('radio').first()).toBeVisible()
  await expect(saved).not.toContainText('7001')
  await payByCard(page, '4970100000001004')
  await expect(page).toHaveURL(new RegExp(`/campers/${camperId}/instant-request/${booking.id}/success$`))
  expect(await bookingState(request, booking.guest, booking.id)).toBe('TO_COME')
})

test('paying in two instalments shows both amounts and dates', async ({ page, request }) => {
  const camperId = await camperWhere(request, true)
  const booking = await requestBooking(request, camperId, 155)
  // card_2 is offered by the French storefront.
  const data = await request.get(`/3/my-requests/${booking.id}/payment/`, {
    headers: { ...as(booking.guest), 'Accept-Language': 'fr' },
  })
  const plan = (
    (await data.json()) as {
      methods: Array<{ method: string; instalments: Array<{ amount: string; due_on: string }> }>
    }
  ).methods.find((m) => m.method === 'card_2')!
  expect(plan.instalments).toHaveLength(2)

  await signIn(page, 'guest@roam.test', DEMO_PASSWORD, `/fr/campers/${camperId}/instant-request/${booking.id}/payment`)
  const method = page
    .locator('.payment-step__method')
    .filter({ has: page.getByRole('radio', { name: 'Carte en 2 fois' }) })
  const items = method.getByRole('listitem')
  await expect(items).toHaveCount(2, { timeout: 20_000 })
  for (const [index, instalment] of plan.instalments.entries()) {
    const amount = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(
      Number(instalment.amount),
    )
    const date = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium' }).format(
      new Date(`${instalment.due_on}T00:00:00`),
    )
    await expect(items.nth(index)).toContainText(amount)
    await expect(items.nth(index)).toContainText(date)
  }
  await page.getByRole('radio', { name: 'Carte en 2 fois' }).check()
  await payByCard(page, '4970100000001004', CARD_FORM_FR)
  await expect(page).toHaveURL(new RegExp(`/fr/campers/${camperId}/instant-request/${booking.id}/success$`))
  const payments = await request.get(`/3/my-requests/${booking.id}/payments/`, { headers: as(booking.guest) })
  const rows = ((await payments.json()) as { results: Array<{ amount: string; state: string; due_on: string | null }> })
    .results
  expect(rows.map((row) => [row.amount, row.state])).toEqual([
    [plan.instalments[0]!.amount, 'done'],
    [plan.instalments[1]!.amount, 'to_come'],
  ])
})

test('the bank transfer wallet (German storefront): the guest wires to their own IBAN, the booking waits, then is paid from the wallet', async ({
  page,
  request,
  context,
}) => {
  // Two pages and a wire through the sandbox bank: longer than a card payment.
  test.setTimeout(90_000)
  const camperId = await camperWhere(request, true)
  const booking = await requestBooking(request, camperId, 215)

  await signIn(page, 'guest@roam.test', DEMO_PASSWORD, `/de/campers/${camperId}/instant-request/${booking.id}/payment`)
  await page.getByRole('radio', { name: 'Überweisungs-Wallet' }).check()
  // The wallet opens on first use: an IBAN of the guest's own, empty for now.
  const ibanValue = page.locator('dt:text-is("IBAN") + dd')
  await expect(ibanValue).toBeVisible({ timeout: 15_000 })
  const iban = (await ibanValue.textContent())!.replace(/\s/g, '')
  expect(iban).toMatch(/^LU\d{18}$/)
  await expect(page.getByText(/^Überweisen Sie mindestens .+ auf diese IBAN\./)).toBeVisible()
  await page.getByRole('button', { name: /bezahlen$/ }).click()
  await expect(page.getByText(/^Senden Sie die Überweisung vor dem /)).toBeVisible()
  expect(await bookingState(request, booking.guest, booking.id)).toBe('TO_COME_NOT_PAID')

  // The guest's bank wires to the wallet (the sandbox bank's page); the waiting payment step sees it paid.
  const bank = await context.newPage()
  await bank.goto(`/sandbox/payments/wallet/${iban}`)
  await bank.getByLabel(/Amount wired/).fill('5000')
  await bank.getByRole('button', { name: 'The wire arrives' }).click()
  await expect(bank.getByRole('status')).toHaveText('A wire of 5000.00 EUR arrived.')
  await expect(page).toHaveURL(new RegExp(`/de/campers/${camperId}/instant-request/${booking.id}/success$`), {
    timeout: 20_000,
  })
  expect(await bookingState(request, booking.guest, booking.id)).toBe('TO_COME')
  const payments = await request.get(`/3/my-requests/${booking.id}/payments/`, { headers: as(booking.guest) })
  const rows = ((await payments.json()) as { results: Array<{ method: string; state: string }> }).results
  expect(rows.map((row) => [row.method, row.state])).toEqual([['transfer_wallet', 'done']])
})
