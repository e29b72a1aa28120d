import { eq } from 'drizzle-orm'
import { isValidIBAN } from 'ibantools'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, guestWallets, payments, paymentSandboxWallets } from '../../../src/server/db/schema'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createPaymentsBooking, inDays } from '../support/payments-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

let keyCounter = 0
const newKey = () => `wallet-key-${Date.now()}-${++keyCounter}`

interface WalletBody {
  iban: string
  bic: string
  holder: string
  currency: string
  balance: string
  amount: string
  missing: string
}

describe.each(TEST_DATABASES)('the bank transfer wallet on %s (sandbox provider)', (kind) => {
  let t: TestApp
  let ownerId: number

  beforeAll(async () => {
    t = await createTestApp(kind, { PAYMENT_SANDBOX_DELAY_MS: '0' })
    ownerId = (await createUser(t, { isOwner: true })).id
  })
  afterAll(() => t.close())

  /** A guest of their own (one wallet each), with a payable booking on a camper of its own. */
  async function newGuest() {
    const user = await createUser(t, { firstName: 'Greta', lastName: 'Wallet' })
    const token = (await tokensFor(t, user.email)).access_token
    const book = async (values: Partial<Parameters<typeof createPaymentsBooking>[1]> = {}) =>
      createPaymentsBooking(t, { guestId: user.id, camperId: (await createCamper(t, ownerId)).id, ...values })
    const wallet = async (bookingId: number, as = token) =>
      t.request(`/3/my-requests/${bookingId}/payment/wallet/`, { token: as, headers: { 'Accept-Language': 'de' } })
    const pay = (bookingId: number, locale = 'de') =>
      t.request(`/3/my-requests/${bookingId}/payment/async/`, {
        method: 'POST',
        token,
        json: { method: 'transfer_wallet' },
        headers: { 'Idempotency-Key': newKey(), 'Accept-Language': locale },
      })
    const poll = (bookingId: number, paymentId: number) =>
      t.request(`/3/my-requests/${bookingId}/payment/async/${paymentId}/`, { token })
    return { user, token, book, wallet, pay, poll }
  }
  /** A wire from the guest's bank reaches the wallet's IBAN, through the sandbox bank's page. */
  const wire = (iban: string, amount: string) =>
    t.app.request(`/sandbox/payments/wallet/${iban}`, { method: 'POST', body: new URLSearchParams({ amount }) })
  const statusOf = async (bookingId: number) =>
    (await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!.status

  it('opens the guest’s wallet on first use: one permanent IBAN in the guest’s name, kept here, shown only to them', async () => {
    const guest = await newGuest()
    const booking = await guest.book()
    const first = await guest.wallet(booking.id)
    expect(first.status).toBe(200)
    const body = (await first.json()) as WalletBody
    expect(body).toMatchObject({
      holder: 'Greta Wallet',
      currency: 'EUR',
      balance: '0.00',
      amount: '850.50',
      missing: '850.50',
    })
    expect(isValidIBAN(body.iban)).toBe(true)
    // The same wallet for every booking and every read.
    const other = await guest.book()
    expect(((await (await guest.wallet(other.id)).json()) as WalletBody).iban).toBe(body.iban)
    expect(await t.db.select().from(guestWallets).where(eq(guestWallets.userId, guest.user.id))).toHaveLength(1)
    // Another guest's booking: no wallet of anyone there.
    const stranger = (await tokensFor(t, (await createUser(t)).email)).access_token
    expect((await guest.wallet(booking.id, stranger)).status).toBe(404)
    // The sandbox bank refuses what is not an amount.
    expect((await wire(body.iban, 'lots')).status).toBe(400)
    expect((await t.app.request('/sandbox/payments/wallet/LU000000000000000000')).status).toBe(404)
  })

  it('pays at once from a balance that covers the booking; a refund goes back to the wallet', async () => {
    const guest = await newGuest()
    const booking = await guest.book({ from: inDays(60), to: inDays(67) })
    const { iban } = (await (await guest.wallet(booking.id)).json()) as WalletBody
    const page = await wire(iban, '1000')
    expect(await page.text()).toContain('A wire of 1000.00 EUR arrived.')
    expect(await (await guest.wallet(booking.id)).json()).toMatchObject({ balance: '1000.00', missing: '0.00' })

    const paid = await guest.pay(booking.id)
    expect(paid.status).toBe(200)
    expect(await paid.json()).toMatchObject({
      next_action: 'none',
      booking_state: 'TO_COME',
      bank_wire: null,
      payment: { method: 'transfer_wallet', status: 'SUCCEEDED', state: 'done', amount: '850.50' },
    })
    expect(await statusOf(booking.id)).toBe('TO_COME')
    const other = await guest.book()
    expect(await (await guest.wallet(other.id)).json()).toMatchObject({ balance: '149.50', missing: '701.00' })

    // Cancelled on time: everything comes back, to the wallet it was paid from.
    const cancelled = await t.request(`/v4/bookings-guest/${booking.id}/cancel/`, {
      method: 'PATCH',
      token: guest.token,
      json: { reason: 'other' },
    })
    expect(cancelled.status).toBe(200)
    const rows = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id)).orderBy(payments.id)
    expect(rows.map((row) => [row.reason, row.method, row.amount, row.status])).toEqual([
      ['booking', 'transfer_wallet', 85050, 'SUCCEEDED'],
      ['refund', 'transfer_wallet', 85050, 'SUCCEEDED'],
    ])
    expect(await (await guest.wallet(other.id)).json()).toMatchObject({ balance: '1000.00', missing: '0.00' })
  })

  it('waits for the wire like a transfer (dates held, price frozen), then pays itself when the wires cover it', async () => {
    const guest = await newGuest()
    const booking = await guest.book()
    const { iban } = (await (await guest.wallet(booking.id)).json()) as WalletBody
    await wire(iban, '100')

    const started = await guest.pay(booking.id)
    expect(started.status).toBe(200)
    const body = await started.json()
    expect(body).toMatchObject({
      next_action: 'mobile',
      booking_state: 'TO_COME_NOT_PAID',
      payment: { method: 'transfer_wallet', status: 'CREATED', state: 'in_prog' },
      bank_wire: { iban, holder: 'Greta Wallet', reference: null, amount: '850.50', currency: 'EUR' },
    })
    expect(Date.parse(body.bank_wire.expires_at) - Date.now()).toBeGreaterThan(24 * 3_600_000)
    expect(await statusOf(booking.id)).toBe('TO_COME_NOT_PAID')
    // The price is frozen while the guest's wire travels.
    const change = await t.request(`/3/my-requests/${booking.id}/prices/`, {
      method: 'PATCH',
      token: guest.token,
      json: { km_option: 200 },
    })
    expect(change.status).toBe(405)
    // The payment page finds it waiting after a reload.
    const data = await (
      await t.request(`/3/my-requests/${booking.id}/payment/`, {
        token: guest.token,
        headers: { 'Accept-Language': 'de' },
      })
    ).json()
    expect(data.pending_payment).toMatchObject({ id: body.payment.id, method: 'transfer_wallet' })
    expect(data.methods.map((plan: { method: string }) => plan.method)).toContain('transfer_wallet')

    // A first wire short of the amount changes nothing but the balance.
    await wire(iban, '500')
    expect(await (await guest.poll(booking.id, body.payment.id)).json()).toMatchObject({ next_action: 'mobile' })
    expect(await (await guest.wallet(booking.id)).json()).toMatchObject({ balance: '600.00', missing: '250.50' })

    await wire(iban, '300')
    expect(await (await guest.poll(booking.id, body.payment.id)).json()).toMatchObject({
      next_action: 'none',
      booking_state: 'TO_COME',
      payment: { status: 'SUCCEEDED', state: 'done' },
    })
    expect(await statusOf(booking.id)).toBe('TO_COME')
    const other = await guest.book()
    expect(await (await guest.wallet(other.id)).json()).toMatchObject({ balance: '49.50' })
  })

  it('two payments at once never spend the same balance: one is paid, the other waits for a wire', async () => {
    const guest = await newGuest()
    const [first, second] = [await guest.book(), await guest.book()]
    const { iban } = (await (await guest.wallet(first.id)).json()) as WalletBody
    await wire(iban, '850.50')

    const answers = await Promise.all([guest.pay(first.id), guest.pay(second.id)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    const bodies = await Promise.all(answers.map((answer) => answer.json()))
    expect(bodies.map((body) => body.next_action).sort()).toEqual(['mobile', 'none'])
    expect([await statusOf(first.id), await statusOf(second.id)].sort()).toEqual(['TO_COME', 'TO_COME_NOT_PAID'])
    const [held] = await t.db.select().from(paymentSandboxWallets).where(eq(paymentSandboxWallets.iban, iban))
    expect(held!.balance).toBe(0)

    // The next wire pays the one that waited.
    await wire(iban, '850.50')
    const waiting = bodies.find((body) => body.next_action === 'mobile')
    const waitingBooking = waiting.payment.id === bodies[0].payment.id ? first.id : second.id
    expect(await (await guest.poll(waitingBooking, waiting.payment.id)).json()).toMatchObject({
      booking_state: 'TO_COME',
    })
  })

  it('is offered where the bank transfer is (the German storefront), not elsewhere', async () => {
    const guest = await newGuest()
    const booking = await guest.book()
    const refused = await guest.pay(booking.id, 'fr')
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ method: ['This payment method is not available here.'] })
    const referential = await (await t.request('/3/referential/?lang=de')).json()
    expect(referential.payment_type_available).toContain('transfer_wallet')
  })
})
