import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bookingStatusHistory,
  bookings,
  documents,
  legalOwners,
  paymentSandboxTransactions,
  payments,
  users,
} from '../../../src/server/db/schema'
import { SANDBOX_ESCROW_ACCOUNT, SANDBOX_TEST_CARDS } from '../../../src/server/providers/payments/sandbox-payments'
import { paymentDeps } from '../../../src/server/services/payments/payment-deps'
import { runPaymentJobs } from '../../../src/server/services/payments/payment-jobs'
import { startPayment } from '../../../src/server/services/payments/payments'
import { runBookingTimers } from '../../../src/server/services/bookings/booking-timers'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createPaymentsBooking, inDays } from '../support/payments-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const CARD = { number: SANDBOX_TEST_CARDS.frictionless, expiry: '1235', cvx: '123' }
let keyCounter = 0
const newKey = () => `test-key-${Date.now()}-${++keyCounter}`

describe.each(TEST_DATABASES)('booking payments on %s (sandbox provider)', (kind) => {
  let t: TestApp
  let token: string
  let guestId: number
  let camperId: number
  let ownerId: number

  beforeAll(async () => {
    t = await createTestApp(kind, { PAYMENT_SANDBOX_DELAY_MS: '0', PAYMENT_SANDBOX_MOBILE_CONFIRM_MS: '60000' })
    const guest = await createUser(t)
    const owner = await createUser(t, { isOwner: true })
    guestId = guest.id
    ownerId = owner.id
    camperId = (await createCamper(t, owner.id)).id
    token = (await tokensFor(t, guest.email)).access_token
  })
  afterAll(() => t.close())

  // Each booking on a camper of its own: ACCEPTED bookings hold their dates.
  const booking = async (values: Partial<Parameters<typeof createPaymentsBooking>[1]> = {}) =>
    createPaymentsBooking(t, { guestId, camperId: (await createCamper(t, ownerId)).id, ...values })
  const confirm = (bookingId: number, json: unknown, key = newKey(), locale = 'fr') =>
    t.request(`/3/my-requests/${bookingId}/payment/confirm/`, {
      method: 'POST',
      token,
      json,
      headers: { 'Idempotency-Key': key, 'Accept-Language': locale },
    })
  const get = (path: string, locale = 'fr') => t.request(path, { token, headers: { 'Accept-Language': locale } })
  const statusOf = async (bookingId: number) =>
    (await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!.status
  const chargesOf = (bookingId: number) =>
    t.db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(payments.id)

  it('refunds a cancelled trip by the policy: all when on time, half when late, everything when the owner cancels; never twice', async () => {
    const cancel = (id: number, side: 'guest' | 'owner', as: string) =>
      t.request(`/v4/bookings-${side}/${id}/cancel/`, {
        method: 'PATCH',
        token: as,
        json: { reason: side === 'guest' ? 'other' : 'unavailable_calendar' },
      })
    const refundsOf = async (id: number) =>
      (await chargesOf(id)).filter((row) => row.reason === 'refund').map((row) => [row.amount, row.status])
    const ownerToken = (await tokensFor(t, (await t.db.select().from(users).where(eq(users.id, ownerId)))[0]!.email))
      .access_token

    const onTime = await booking({ from: inDays(60), to: inDays(67) })
    expect((await confirm(onTime.id, { method: 'card', card: CARD })).status).toBe(200)
    expect((await cancel(onTime.id, 'guest', token)).status).toBe(200)
    expect(await refundsOf(onTime.id)).toEqual([[85050, 'SUCCEEDED']])

    const late = await booking({ from: inDays(20), to: inDays(25) })
    expect((await confirm(late.id, { method: 'card', card: CARD })).status).toBe(200)
    expect((await cancel(late.id, 'guest', token)).status).toBe(200)
    expect(await refundsOf(late.id)).toEqual([[42525, 'SUCCEEDED']])

    const byOwner = await createPaymentsBooking(t, {
      guestId,
      camperId: (await createCamper(t, ownerId)).id,
      from: inDays(10),
      to: inDays(12),
    })
    expect((await confirm(byOwner.id, { method: 'card', card: CARD })).status).toBe(200)
    const ownerCancel = await cancel(byOwner.id, 'owner', ownerToken)
    expect(ownerCancel.status).toBe(200)
    expect(await refundsOf(byOwner.id)).toEqual([[85050, 'SUCCEEDED']])

    // The payments job settles cancellations again after a crash: nothing is refunded twice.
    await runPaymentJobs({ ...paymentDeps(t.db, t.env), reconcileAfterMs: 0 })
    for (const id of [onTime.id, late.id, byOwner.id]) expect(await refundsOf(id)).toHaveLength(1)

    // Once cancelled, the refund read says what the cancellation did, as the ledger holds it.
    const refundRead = async (id: number) => (await get(`/3/my-requests/${id}/refund/`)).json()
    expect(await refundRead(onTime.id)).toMatchObject({
      plan: 'ON_TIME',
      paid: '850.50',
      refunded: '850.50',
      kept: '0.00',
    })
    expect(await refundRead(late.id)).toMatchObject({
      plan: 'TOO_LATE',
      paid: '850.50',
      refunded: '425.25',
      kept: '425.25',
    })
    expect(await refundRead(byOwner.id)).toMatchObject({ paid: '850.50', refunded: '850.50', kept: '0.00' })
  })

  it('after cancelling a card_2 trip, the refund read shows the instalment the cancellation dropped', async () => {
    const { id } = await booking({ from: inDays(60), to: inDays(65), totalPrice: 100001 })
    expect((await confirm(id, { method: 'card_2', card: CARD })).status).toBe(200)
    const before = await (await get(`/3/my-requests/${id}/refund/`)).json()
    expect(before).toMatchObject({ paid: '500.01', refunded: '500.01', instalments_dropped: '500.00' })
    const cancelled = await t.request(`/v4/bookings-guest/${id}/cancel/`, {
      method: 'PATCH',
      token,
      json: { reason: 'other' },
    })
    expect(cancelled.status).toBe(200)
    expect(await (await get(`/3/my-requests/${id}/refund/`)).json()).toMatchObject({
      plan: 'ON_TIME',
      paid: '500.01',
      refunded: '500.01',
      kept: '0.00',
      instalments_dropped: '500.00',
    })
  })

  it('pays by card with frictionless 3-D Secure: the booking becomes TO_COME', async () => {
    const { id } = await booking()
    const response = await confirm(id, { method: 'card', card: CARD })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({
      booking_state: 'TO_COME',
      next_action: 'none',
      redirect_url: null,
      payment: { amount: '850.50', currency: 'EUR', status: 'SUCCEEDED', state: 'done', method: 'card' },
    })
    expect(await statusOf(id)).toBe('TO_COME')
    const list = await (await get(`/3/my-requests/${id}/payments/`)).json()
    expect(list.count).toBe(1)
  })

  it('answers every confirm error of spec 2 §8', async () => {
    const paid = await booking({ status: 'TO_COME' })
    expect(await (await confirm(paid.id, { method: 'card', card: CARD })).json()).toMatchObject({
      code: 'BOOKING_ALREADY_PAID',
    })

    const created = await booking({ status: 'CREATED' })
    const wrongState = await confirm(created.id, { method: 'card', card: CARD })
    expect(wrongState.status).toBe(400)
    expect(await wrongState.json()).toMatchObject({ code: 'BOOKING_IN_WRONG_STATE' })

    // An instant booking whose dates someone else took meanwhile.
    const instantCamper = await createCamper(t, (await createUser(t)).id, { instantBooking: true })
    await createPaymentsBooking(t, {
      guestId: (await createUser(t)).id,
      camperId: instantCamper.id,
      status: 'TO_COME',
      from: inDays(90),
      to: inDays(95),
    })
    const late = await createPaymentsBooking(t, {
      guestId,
      camperId: instantCamper.id,
      status: 'VALIDATED',
      isInstant: true,
      from: inDays(93),
      to: inDays(97),
    })
    const taken = await confirm(late.id, { method: 'card', card: CARD })
    expect(taken.status).toBe(409)
    expect(await taken.json()).toMatchObject({ code: 'CAMPER_ALREADY_BOOKED' })
    expect(await chargesOf(late.id)).toEqual([])

    const young = await createUser(t, { bornedOn: inDays(-19 * 366) })
    const youngToken = (await tokensFor(t, young.email)).access_token
    const youngBooking = await createPaymentsBooking(t, {
      guestId: young.id,
      camperId: (await createCamper(t, ownerId)).id,
    })
    const insurance = await t.request(`/3/my-requests/${youngBooking.id}/payment/confirm/`, {
      method: 'POST',
      token: youngToken,
      json: { method: 'card', card: CARD },
      headers: { 'Idempotency-Key': newKey(), 'Accept-Language': 'fr' },
    })
    expect(await insurance.json()).toMatchObject({ code: 'INSURANCE_CONDITIONS_NOT_MET' })

    const soon = await booking({ from: inDays(60), to: inDays(67) })
    // Valid today, expired by the trip: a card's last day is the end of its month, at most about 36 days from now.
    const expiry = new Date(Date.now() + 5 * 86_400_000)
    const expiring = await confirm(soon.id, {
      method: 'card',
      card: {
        ...CARD,
        expiry: `${String(expiry.getUTCMonth() + 1).padStart(2, '0')}${String(expiry.getUTCFullYear()).slice(2)}`,
      },
    })
    expect(await expiring.json()).toMatchObject({ code: 'PAYMENT_ERROR_CREDIT_CARD_WILL_EXPIRE' })

    for (const [number, type] of [
      ['4970100000001005', 'card'],
      [SANDBOX_TEST_CARDS.registrationToken, 'token'],
      [SANDBOX_TEST_CARDS.registrationUnknown, 'unknown'],
    ]) {
      const registration = await confirm(soon.id, { method: 'card', card: { ...CARD, number } })
      expect(registration.status).toBe(400)
      expect(await registration.json()).toMatchObject({ code: 'PAYMENT_ERROR_IN_SEND_CARD_INFO', error_type: type })
    }
    expect(await chargesOf(soon.id)).toEqual([])
  })

  it.each([
    'MGP_3DS_AUTH_FAILED',
    'MPG_BANK_AMOUNT_LIMIT_REACHED',
    'MPG_CARD_AMOUNT_LIMIT_REACHED',
    'MPG_CARD_EXPIRED',
    'MPG_CARD_FRAUD',
    'MPG_CARD_INACTIVE',
    'MPG_CARD_LOST',
    'MPG_COUNTRY_UNAUTHORIZED',
    'MPG_AUTH_EXPIRED',
    'MPG_UNKNOWN',
  ] as const)('a test card gives the provider code %s; the guest can pay again with another card', async (code) => {
    const { id } = await booking()
    const declined = await confirm(id, { method: 'card', card: { ...CARD, number: SANDBOX_TEST_CARDS[code] } })
    expect(declined.status).toBe(402)
    expect(await declined.json()).toMatchObject({ code, payment_id: expect.any(Number) })
    expect(await statusOf(id)).toBe('ACCEPTED')
    expect((await confirm(id, { method: 'card', card: CARD })).status).toBe(200)
    expect(await statusOf(id)).toBe('TO_COME')
  })

  it('runs a 3-D Secure challenge round trip through the sandbox page', async () => {
    const { id } = await booking()
    const started = await confirm(id, {
      method: 'card',
      card: { ...CARD, number: SANDBOX_TEST_CARDS.challenge },
      return_url: `/campers/${camperId}/payment/${id}/payment-callback`,
    })
    const body = await started.json()
    expect(body).toMatchObject({ next_action: 'redirect', payment: { status: 'CREATED', state: 'in_prog' } })
    const page = new URL(body.redirect_url)
    expect(page.pathname).toMatch(/^\/sandbox\/payments\/3ds\//)
    expect(await (await t.app.request(page.pathname)).text()).toContain('Approve')

    const approved = await t.app.request(page.pathname, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve' }),
    })
    expect(approved.status).toBe(303)
    const back = new URL(approved.headers.get('location')!)
    expect(back.pathname).toBe(`/campers/${camperId}/payment/${id}/payment-callback`)
    const transactionId = back.searchParams.get('transactionId')!
    expect(transactionId).toBe(body.payment.transaction_id)

    const final = await get(`/3/my-requests/${id}/payment/final/?transactionId=${transactionId}`)
    expect(final.status).toBe(200)
    expect(await final.json()).toMatchObject({
      booking_state: 'TO_COME',
      payment: { status: 'SUCCEEDED', state: 'done' },
    })
  })

  it('a failed challenge is MGP_3DS_AUTH_FAILED; a new attempt with another card replaces an abandoned challenge', async () => {
    const { id } = await booking()
    const first = await (
      await confirm(id, { method: 'card', card: { ...CARD, number: SANDBOX_TEST_CARDS.challenge } })
    ).json()
    const path = new URL(first.redirect_url).pathname
    const failed = await t.app.request(path, { method: 'POST', body: new URLSearchParams({ decision: 'fail' }) })
    const transactionId = new URL(failed.headers.get('location')!).searchParams.get('transactionId')
    const final = await get(`/3/my-requests/${id}/payment/final/?transactionId=${transactionId}`)
    expect(final.status).toBe(402)
    expect(await final.json()).toMatchObject({ code: 'MGP_3DS_AUTH_FAILED' })

    const abandoned = await (
      await confirm(id, { method: 'card', card: { ...CARD, number: SANDBOX_TEST_CARDS.challenge } })
    ).json()
    expect((await get(`/3/my-requests/${id}/payment/web-redirect/`)).status).toBe(200)
    expect((await confirm(id, { method: 'card', card: CARD })).status).toBe(200)
    // The abandoned page can no longer take money.
    const late = await t.app.request(new URL(abandoned.redirect_url).pathname, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve' }),
    })
    expect(late.status).toBe(303)
    const charged = await t.db
      .select()
      .from(paymentSandboxTransactions)
      .where(eq(paymentSandboxTransactions.status, 'SUCCEEDED'))
    expect(charged.filter((row) => row.id === abandoned.payment.transaction_id)).toEqual([])
  })

  it.each([
    ['paypal', 'fr', 'MPG_PAYPAL_FAILED'],
    ['ideal', 'nl', 'MPG_UNKNOWN'],
  ])('pays with %s through a hosted page', async (method, locale, failure) => {
    const paidBooking = await booking()
    const started = await (await confirm(paidBooking.id, { method }, newKey(), locale)).json()
    expect(started.next_action).toBe('redirect')
    const path = new URL(started.redirect_url).pathname
    expect(path).toMatch(/^\/sandbox\/payments\/hosted\//)
    const back = await t.app.request(path, { method: 'POST', body: new URLSearchParams({ decision: 'approve' }) })
    const transactionId = new URL(back.headers.get('location')!).searchParams.get('transactionId')
    expect(
      await (
        await get(`/3/my-requests/${paidBooking.id}/payment/final/?transactionId=${transactionId}`, locale)
      ).json(),
    ).toMatchObject({ booking_state: 'TO_COME' })

    const failedBooking = await booking()
    const other = await (await confirm(failedBooking.id, { method }, newKey(), locale)).json()
    const refused = await t.app.request(new URL(other.redirect_url).pathname, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'fail' }),
    })
    const refusedId = new URL(refused.headers.get('location')!).searchParams.get('transactionId')
    expect(
      await (await get(`/3/my-requests/${failedBooking.id}/payment/final/?transactionId=${refusedId}`, locale)).json(),
    ).toMatchObject({ code: failure })
  })

  it('refuses to pay a trip starting within 72 hours (104) until the guest’s documents are validated', async () => {
    const driver = await createUser(t)
    const driverToken = (await tokensFor(t, driver.email)).access_token
    const soon = await createPaymentsBooking(t, {
      guestId: driver.id,
      camperId: (await createCamper(t, ownerId)).id,
      from: inDays(2),
      to: inDays(6),
    })
    const [licence] = await t.db
      .insert(documents)
      .values({ userId: driver.id, documentType: 'driving_licen', isMandatory: true, status: 'valid_ask' })
      .returning()
    const pay = () =>
      t.request(`/3/my-requests/${soon.id}/payment/confirm/`, {
        method: 'POST',
        token: driverToken,
        json: { method: 'card', card: CARD },
        headers: { 'Idempotency-Key': newKey() },
      })
    const paymentData = async () =>
      (await t.request(`/3/my-requests/${soon.id}/payment/`, { token: driverToken })).json()
    // The payment step learns it before the guest fills in a card.
    expect(await paymentData()).toMatchObject({
      payable: false,
      unpayable_reason: {
        code: 104,
        key: 'INVALID_DOCUMENTS_LESS_72',
        message: 'Your documents must be validated: the trip starts in less than 72 hours.',
      },
    })
    const refused = await pay()
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      __all__: [expect.objectContaining({ code: 104, key: 'INVALID_DOCUMENTS_LESS_72' })],
    })
    expect(await chargesOf(soon.id)).toHaveLength(0)
    await t.db.update(documents).set({ status: 'validated' }).where(eq(documents.id, licence!.id))
    expect(await paymentData()).toMatchObject({ payable: true, unpayable_reason: null })
    expect((await pay()).status).toBe(200)
    expect(await statusOf(soon.id)).toBe('TO_COME')
  })

  it('answers payable: false with 110 for a trip starting within 24 hours, and payable further out, while documents wait', async () => {
    const driver = await createUser(t)
    const driverToken = (await tokensFor(t, driver.email)).access_token
    await t.db
      .insert(documents)
      .values({ userId: driver.id, documentType: 'driving_licen', isMandatory: true, status: 'valid_ask' })
    const paymentData = async (from: string) => {
      const trip = await createPaymentsBooking(t, {
        guestId: driver.id,
        camperId: (await createCamper(t, ownerId)).id,
        from,
        to: inDays(8),
      })
      return (await t.request(`/3/my-requests/${trip.id}/payment/`, { token: driverToken })).json()
    }
    expect(await paymentData(inDays(0))).toMatchObject({
      payable: false,
      unpayable_reason: { code: 110, key: 'INVALID_DOCUMENTS_LESS_24' },
    })
    expect(await paymentData(inDays(5))).toMatchObject({ payable: true, unpayable_reason: null })
  })

  it('refuses a method the storefront does not offer', async () => {
    const { id } = await booking()
    expect(await (await confirm(id, { method: 'ideal' }, newKey(), 'fr')).json()).toEqual({
      method: ['This payment method is not available here.'],
    })
  })

  it('mbway: created, polled while pending, confirmed on the sandbox page', async () => {
    const { id } = await booking()
    const created = await t.request(`/3/my-requests/${id}/payment/async/`, {
      method: 'POST',
      token,
      json: { method: 'mbway', phone_number: '+351 912 345 678' },
      headers: { 'Idempotency-Key': newKey(), 'Accept-Language': 'pt-PT' },
    })
    const body = await created.json()
    expect(body).toMatchObject({ next_action: 'mobile', payment: { method: 'mbway', state: 'in_prog' } })
    const poll = () => get(`/3/my-requests/${id}/payment/async/${body.payment.id}/`)
    expect(await (await poll()).json()).toMatchObject({ next_action: 'mobile' })
    await t.app.request(`/sandbox/payments/mobile/${body.payment.transaction_id}`, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve' }),
    })
    expect(await (await poll()).json()).toMatchObject({
      next_action: 'none',
      booking_state: 'TO_COME',
      payment: { status: 'SUCCEEDED' },
    })
    expect(await (await get(`/3/my-requests/${id}/payment/async/`)).json()).toMatchObject({
      payment: { id: body.payment.id },
    })
  })

  it('transfer: answers the bank wire details, only to the guest; the wire arriving makes the booking paid', async () => {
    const { id } = await booking()
    const created = await t.request(`/3/my-requests/${id}/payment/async/`, {
      method: 'POST',
      token,
      json: { method: 'transfer' },
      headers: { 'Idempotency-Key': newKey(), 'Accept-Language': 'de' },
    })
    expect(created.status).toBe(200)
    const body = await created.json()
    expect(body).toMatchObject({
      next_action: 'mobile',
      payment: { method: 'transfer', state: 'in_prog' },
      bank_wire: {
        iban: SANDBOX_ESCROW_ACCOUNT.iban,
        bic: SANDBOX_ESCROW_ACCOUNT.bic,
        holder: SANDBOX_ESCROW_ACCOUNT.holder,
        amount: '850.50',
        currency: 'EUR',
      },
    })
    expect(body.bank_wire.reference).toMatch(/^ROAM[0-9A-F]{10}$/)
    // The sandbox waits days for a wire, not the minutes of a 3-D Secure challenge.
    expect(Date.parse(body.bank_wire.expires_at) - Date.now()).toBeGreaterThan(24 * 3_600_000)
    const poll = (as = token) => t.request(`/3/my-requests/${id}/payment/async/${body.payment.id}/`, { token: as })
    expect(await (await poll()).json()).toMatchObject({ next_action: 'mobile', bank_wire: body.bank_wire })

    const stranger = (await tokensFor(t, (await createUser(t)).email)).access_token
    const strangerPoll = await poll(stranger)
    expect(strangerPoll.status).toBe(404)
    expect(JSON.stringify(await strangerPoll.json())).not.toContain(body.bank_wire.reference)
    expect((await t.request(`/3/my-requests/${id}/payment/async/`, { token: stranger })).status).toBe(404)

    // Another transfer gets its own reference.
    const other = await booking()
    const second = await (
      await t.request(`/3/my-requests/${other.id}/payment/async/`, {
        method: 'POST',
        token,
        json: { method: 'transfer' },
        headers: { 'Idempotency-Key': newKey(), 'Accept-Language': 'de' },
      })
    ).json()
    expect(second.bank_wire.reference).not.toBe(body.bank_wire.reference)

    expect(await statusOf(id)).not.toBe('TO_COME')
    const sandboxPage = await t.app.request(`/sandbox/payments/transfer/${body.payment.transaction_id}`)
    expect(await sandboxPage.text()).toContain('The wire arrives')
    await t.app.request(`/sandbox/payments/transfer/${body.payment.transaction_id}`, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve' }),
    })
    expect(await (await poll()).json()).toMatchObject({
      next_action: 'none',
      booking_state: 'TO_COME',
      payment: { status: 'SUCCEEDED' },
    })
    expect(await statusOf(id)).toBe('TO_COME')
  })

  it('a transfer on its way holds the booking at its price (TO_COME_NOT_PAID) until the wire or another payment comes', async () => {
    const startTransfer = (id: number) =>
      t.request(`/3/my-requests/${id}/payment/async/`, {
        method: 'POST',
        token,
        json: { method: 'transfer' },
        headers: { 'Idempotency-Key': newKey(), 'Accept-Language': 'de' },
      })
    const changeChoices = (id: number) =>
      t.request(`/3/my-requests/${id}/prices/`, { method: 'PATCH', token, json: { km_option: 200 } })
    const { id } = await booking()
    const started = Date.now()
    const transfer = await (await startTransfer(id)).json()
    expect(transfer).toMatchObject({ booking_state: 'TO_COME_NOT_PAID', payment: { amount: '850.50' } })
    const [held] = await t.db.select().from(bookings).where(eq(bookings.id, id))
    expect(held!.ownerAcceptExpireOn!.getTime() - started).toBeGreaterThanOrEqual(96 * 3_600_000 - 1000)
    const history = await t.db.select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, id))
    expect(history.map((row) => [row.fromStatus, row.toStatus, row.event])).toContainEqual([
      'ACCEPTED',
      'TO_COME_NOT_PAID',
      'payment.deferred',
    ])

    // The wire must match the booking: its price cannot change while the transfer travels.
    const refused = await changeChoices(id)
    expect(refused.status).toBe(405)
    expect(await refused.json()).toMatchObject({
      code: 'BOOKING_NOT_IN_VALID_STATE',
      detail: expect.stringContaining('bank transfer'),
    })
    // Polling the same waiting transfer again changes nothing.
    expect(
      await (await t.request(`/3/my-requests/${id}/payment/async/${transfer.payment.id}/`, { token })).json(),
    ).toMatchObject({ booking_state: 'TO_COME_NOT_PAID', next_action: 'mobile' })
    expect(await statusOf(id)).toBe('TO_COME_NOT_PAID')

    // The guest pays by card instead: the transfer is called off, the card pays the same amount.
    const card = await confirm(id, { method: 'card', card: CARD })
    expect(await card.json()).toMatchObject({
      booking_state: 'TO_COME',
      payment: { amount: '850.50', status: 'SUCCEEDED' },
    })
    expect((await chargesOf(id)).map((row) => [row.method, row.status, row.state])).toEqual([
      ['transfer', 'FAILED', 'cancel'],
      ['card', 'SUCCEEDED', 'done'],
    ])
    const [paid] = await t.db.select().from(bookings).where(eq(bookings.id, id))
    expect(paid!.ownerAcceptExpireOn).toBeNull()

    // A wire that never comes frees the dates once its deadline is past.
    const forgotten = await booking()
    await startTransfer(forgotten.id)
    const [waiting] = await t.db.select().from(bookings).where(eq(bookings.id, forgotten.id))
    await runBookingTimers(t.db, new Date(waiting!.ownerAcceptExpireOn!.getTime() - 60_000), forgotten.id)
    expect(await statusOf(forgotten.id)).toBe('TO_COME_NOT_PAID')
    await runBookingTimers(t.db, waiting!.ownerAcceptExpireOn!, forgotten.id)
    expect(await statusOf(forgotten.id)).toBe('ACCEPTED_EXP')
  })

  it('an instant booking whose dates a transfer on its way holds cannot be paid', async () => {
    const instantCamper = await createCamper(t, (await createUser(t)).id, { instantBooking: true })
    const first = await createPaymentsBooking(t, {
      guestId,
      camperId: instantCamper.id,
      status: 'VALIDATED',
      isInstant: true,
      from: inDays(120),
      to: inDays(125),
    })
    const otherGuest = await createUser(t)
    const otherToken = (await tokensFor(t, otherGuest.email)).access_token
    const second = await createPaymentsBooking(t, {
      guestId: otherGuest.id,
      camperId: instantCamper.id,
      status: 'VALIDATED',
      isInstant: true,
      from: inDays(123),
      to: inDays(128),
    })
    const started = await t.request(`/3/my-requests/${first.id}/payment/async/`, {
      method: 'POST',
      token,
      json: { method: 'transfer' },
      headers: { 'Idempotency-Key': newKey(), 'Accept-Language': 'de' },
    })
    expect(await started.json()).toMatchObject({ booking_state: 'TO_COME_NOT_PAID' })
    const refused = await t.request(`/3/my-requests/${second.id}/payment/async/`, {
      method: 'POST',
      token: otherToken,
      json: { method: 'transfer' },
      headers: { 'Idempotency-Key': newKey(), 'Accept-Language': 'de' },
    })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ code: 'CAMPER_ALREADY_BOOKED' })
    expect(await statusOf(second.id)).toBe('VALIDATED')
    expect(await chargesOf(second.id)).toEqual([])
  })

  it("a transfer that loses the race for an instant booking's dates is called off at the provider, not refunded", async () => {
    const instantCamper = await createCamper(t, (await createUser(t)).id, { instantBooking: true })
    const late = await createPaymentsBooking(t, {
      guestId,
      camperId: instantCamper.id,
      status: 'VALIDATED',
      isInstant: true,
      from: inDays(140),
      to: inDays(145),
    })
    const deps = paymentDeps(t.db, t.env)
    // The dates' hold runs out and another guest's booking takes them while the provider creates this transfer.
    const racing = {
      ...deps,
      provider: {
        ...deps.provider,
        payIn: async (request: Parameters<typeof deps.provider.payIn>[0]) => {
          const pending = await deps.provider.payIn(request)
          await t.db.update(bookings).set({ datesHeldUntil: null }).where(eq(bookings.id, late.id))
          await createPaymentsBooking(t, {
            guestId: (await createUser(t)).id,
            camperId: instantCamper.id,
            status: 'TO_COME',
            from: inDays(142),
            to: inDays(147),
          })
          return pending
        },
      },
    }
    const refused = await startPayment(racing, guestId, late.id, {
      method: 'transfer',
      availableMethods: ['transfer'],
    }).catch((error: unknown) => error)
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'CAMPER_ALREADY_BOOKED', detail: expect.stringContaining('nothing was charged') },
    })
    expect(await statusOf(late.id)).toBe('VALIDATED')
    const charges = await chargesOf(late.id)
    expect(charges.map((row) => [row.method, row.reason, row.status, row.state, row.errorCode])).toEqual([
      ['transfer', 'booking', 'FAILED', 'cancel', 'CAMPER_ALREADY_BOOKED'],
    ])
    const [transfer] = await t.db
      .select()
      .from(paymentSandboxTransactions)
      .where(eq(paymentSandboxTransactions.id, charges[0]!.providerPaymentId!))
    expect(transfer).toMatchObject({ status: 'FAILED', resultCode: 'CANCELLED' })
  })

  it('payment data answers the waiting transfer (a reloaded page shows it again), only to the guest, until the wire arrives', async () => {
    const { id } = await booking()
    expect(await (await get(`/3/my-requests/${id}/payment/`, 'de')).json()).toMatchObject({ pending_payment: null })
    const created = await t.request(`/3/my-requests/${id}/payment/async/`, {
      method: 'POST',
      token,
      json: { method: 'transfer' },
      headers: { 'Idempotency-Key': newKey(), 'Accept-Language': 'de' },
    })
    const body = await created.json()
    const data = await get(`/3/my-requests/${id}/payment/`, 'de')
    expect(data.status).toBe(200)
    expect((await data.json()).pending_payment).toEqual({
      id: body.payment.id,
      method: 'transfer',
      status: 'CREATED',
      amount: '850.50',
      currency: 'EUR',
      bank_wire: body.bank_wire,
      expires_at: body.bank_wire.expires_at,
    })

    const stranger = (await tokensFor(t, (await createUser(t)).email)).access_token
    const strangerData = await t.request(`/3/my-requests/${id}/payment/`, { token: stranger })
    expect(strangerData.status).toBe(404)
    expect(JSON.stringify(await strangerData.json())).not.toContain(body.bank_wire.reference)

    await t.app.request(`/sandbox/payments/transfer/${body.payment.transaction_id}`, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve' }),
    })
    expect((await t.request(`/3/my-requests/${id}/payment/async/${body.payment.id}/`, { token })).status).toBe(200)
    expect(await (await get(`/3/my-requests/${id}/payment/`, 'de')).json()).toMatchObject({ pending_payment: null })
  })

  it('payment data answers a waiting mbway payment without bank wire details; a given up one is not pending', async () => {
    const { id } = await booking()
    const created = await t.request(`/3/my-requests/${id}/payment/async/`, {
      method: 'POST',
      token,
      json: { method: 'mbway', phone_number: '+351 912 345 678' },
      headers: { 'Idempotency-Key': newKey(), 'Accept-Language': 'pt-PT' },
    })
    const body = await created.json()
    expect((await (await get(`/3/my-requests/${id}/payment/`, 'pt-PT')).json()).pending_payment).toMatchObject({
      id: body.payment.id,
      method: 'mbway',
      status: 'CREATED',
      bank_wire: null,
      expires_at: null,
    })
    await t.request(`/3/my-requests/${id}/payment/async/${body.payment.id}/`, { method: 'POST', token })
    expect(await (await get(`/3/my-requests/${id}/payment/`, 'pt-PT')).json()).toMatchObject({ pending_payment: null })
  })

  it('mbway answers no bank wire details', async () => {
    const { id } = await booking()
    const created = await t.request(`/3/my-requests/${id}/payment/async/`, {
      method: 'POST',
      token,
      json: { method: 'mbway', phone_number: '+351 912 345 678' },
      headers: { 'Idempotency-Key': newKey(), 'Accept-Language': 'pt-PT' },
    })
    expect(await created.json()).toMatchObject({ next_action: 'mobile', bank_wire: null })
  })

  it('a retry with the same Idempotency-Key returns the first answer and charges once; another body is refused', async () => {
    const { id } = await booking()
    const key = newKey()
    const first = await confirm(id, { method: 'card', card: CARD }, key)
    const again = await confirm(id, { method: 'card', card: CARD }, key)
    expect(again.status).toBe(first.status)
    expect(await again.json()).toEqual(await first.json())
    expect((await chargesOf(id)).length).toBe(1)
    expect(await (await confirm(id, { method: 'card', card: { ...CARD, cvx: '999' } }, key)).json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    })

    const declinedKey = newKey()
    const other = await booking()
    const declined = await confirm(
      other.id,
      { method: 'card', card: { ...CARD, number: SANDBOX_TEST_CARDS.MPG_CARD_LOST } },
      declinedKey,
    )
    const replay = await confirm(
      other.id,
      { method: 'card', card: { ...CARD, number: SANDBOX_TEST_CARDS.MPG_CARD_LOST } },
      declinedKey,
    )
    expect(replay.status).toBe(402)
    expect(await replay.json()).toEqual(await declined.json())
    expect((await chargesOf(other.id)).length).toBe(1)
  })

  it('card_2: half now, the rest charged by the payments job on its date', async () => {
    const { id } = await booking({ from: inDays(60), to: inDays(65), totalPrice: 100001 })
    const data = await (await get(`/3/my-requests/${id}/payment/`)).json()
    const card2 = data.methods.find((entry: { method: string }) => entry.method === 'card_2')
    expect(card2.instalments).toEqual([
      { number: 1, amount: '500.01', due_on: inDays(0) },
      { number: 2, amount: '500.00', due_on: inDays(30) },
    ])
    expect((await confirm(id, { method: 'card_2', card: CARD })).status).toBe(200)
    const deps = paymentDeps(t.db, t.env)
    expect((await runPaymentJobs(deps)).charged).toBe(0)
    await runPaymentJobs({ ...deps, today: () => inDays(30) })
    const rows = await chargesOf(id)
    expect(rows.map((row) => [row.instalmentNumber, row.amount, row.status, row.state])).toEqual([
      [1, 50001, 'SUCCEEDED', 'done'],
      [2, 50000, 'SUCCEEDED', 'done'],
    ])
    // A trip too close for a second instalment does not offer card_2.
    const close = await booking({ from: inDays(20), to: inDays(25) })
    expect(
      (await (await get(`/3/my-requests/${close.id}/payment/`)).json()).methods.map(
        (entry: { method: string }) => entry.method,
      ),
    ).not.toContain('card_2')
  })

  it('cred_4: four instalments, the first now', async () => {
    const { id } = await booking({ from: inDays(120), to: inDays(127), totalPrice: 100003 })
    expect((await confirm(id, { method: 'cred_4', card: CARD })).status).toBe(200)
    const rows = await chargesOf(id)
    expect(rows.map((row) => [row.amount, row.state, row.dueOn])).toEqual([
      [25003, 'done', null],
      [25000, 'to_come', inDays(30)],
      [25000, 'to_come', inDays(60)],
      [25000, 'to_come', inDays(90)],
    ])
  })

  it('saves the payment summary with field errors for bad values', async () => {
    const { id } = await booking()
    expect(await (await get(`/3/my-requests/${id}/payment/summary/`)).json()).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      street: '',
      country: null,
      payments: [],
    })
    const bad = await t.request(`/3/my-requests/${id}/payment/summary/`, {
      method: 'POST',
      token,
      json: { first_name: ' ', country: 'XX', nationality: 'FR' },
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({
      first_name: ['This field may not be blank.'],
      country: ['Use an ISO 3166-1 alpha-2 country code.'],
      street: ['This field is required.'],
    })
    const saved = await t.request(`/3/my-requests/${id}/payment/summary/`, {
      method: 'POST',
      token,
      json: {
        first_name: 'Ada',
        last_name: 'King',
        street: '1 rue de la Paix',
        city: 'Paris',
        zipcode: '75002',
        country: 'fr',
        country_of_residence: 'FR',
        nationality: 'GB',
      },
    })
    expect(await saved.json()).toMatchObject({ last_name: 'King', country: 'FR', nationality: 'GB' })

    // The guest's next booking starts from the details they last gave; saving it leaves the first one as it was.
    const next = await booking()
    expect(await (await get(`/3/my-requests/${next.id}/payment/summary/`)).json()).toMatchObject({
      last_name: 'King',
      street: '1 rue de la Paix',
      zipcode: '75002',
      country: 'FR',
      country_of_residence: 'FR',
      nationality: 'GB',
    })
    await t.request(`/3/my-requests/${next.id}/payment/summary/`, {
      method: 'POST',
      token,
      json: {
        first_name: 'Ada',
        last_name: 'King',
        street: '2 Marine Parade',
        city: 'Brighton',
        zipcode: 'BN2 1TL',
        country: 'GB',
        country_of_residence: 'GB',
        nationality: 'GB',
      },
    })
    expect(await (await get(`/3/my-requests/${id}/payment/summary/`)).json()).toMatchObject({ city: 'Paris' })
    expect(await (await get(`/3/my-requests/${(await booking()).id}/payment/summary/`)).json()).toMatchObject({
      city: 'Brighton',
      country: 'GB',
    })
  })

  it("starts a professional's first billing details from the legal representative's nationality and residence", async () => {
    const pro = await createUser(t)
    await t.db.insert(legalOwners).values({
      userId: pro.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      bornedOn: '1980-12-09',
      nationality: 'US',
      countryOfResidence: 'DE',
    })
    const { id } = await createPaymentsBooking(t, { guestId: pro.id, camperId: (await createCamper(t, ownerId)).id })
    const proToken = (await tokensFor(t, pro.email)).access_token
    expect(await (await t.request(`/3/my-requests/${id}/payment/summary/`, { token: proToken })).json()).toMatchObject({
      street: '',
      country: null,
      country_of_residence: 'DE',
      nationality: 'US',
    })
  })

  it('shows the refund plan: ON_TIME far ahead, TOO_LATE close to the start', async () => {
    const far = await booking({ from: inDays(60), to: inDays(62), totalPrice: 20000 })
    await confirm(far.id, { method: 'card', card: CARD })
    expect(await (await get(`/3/my-requests/${far.id}/refund/`)).json()).toMatchObject({
      plan: 'ON_TIME',
      paid: '200.00',
      refunded: '200.00',
      kept: '0.00',
      on_time_until: inDays(30),
    })
    const near = await booking({ from: inDays(10), to: inDays(12), totalPrice: 20000 })
    await confirm(near.id, { method: 'card', card: CARD })
    expect(await (await get(`/3/my-requests/${near.id}/refund/`)).json()).toMatchObject({
      plan: 'TOO_LATE',
      refunded: '100.00',
      kept: '100.00',
    })
  })

  it("hides another guest's booking and needs a key", async () => {
    const other = await createPaymentsBooking(t, {
      guestId: (await createUser(t)).id,
      camperId: (await createCamper(t, ownerId)).id,
    })
    expect((await get(`/3/my-requests/${other.id}/payment/`)).status).toBe(404)
    const noKey = await t.request(`/3/my-requests/${other.id}/payment/confirm/`, {
      method: 'POST',
      token,
      json: { method: 'card', card: CARD },
    })
    expect(noKey.status).toBe(400)
    expect(await noKey.json()).toHaveProperty('idempotency-key')
  })
})
