import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingStatusHistory, bookings, payments } from '../../../src/server/db/schema'
import { SANDBOX_TEST_CARDS } from '../../../src/server/providers/payments/sandbox-payments'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createPaymentsBooking, inDays } from '../support/payments-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const CARD = { number: SANDBOX_TEST_CARDS.frictionless, expiry: '1235', cvx: '123' }

describe.each(TEST_DATABASES)('staff cancellation on %s', (kind) => {
  let t: TestApp
  let guestId: number
  let ownerId: number
  let staffId: number
  const tokens = { guest: '', owner: '', staff: '' }

  beforeAll(async () => {
    t = await createTestApp(kind, { PAYMENT_SANDBOX_DELAY_MS: '0' })
    const guest = await createUser(t)
    const owner = await createUser(t, { isOwner: true })
    const staff = await createUser(t, { isStaff: true })
    guestId = guest.id
    ownerId = owner.id
    staffId = staff.id
    tokens.guest = (await tokensFor(t, guest.email)).access_token
    tokens.owner = (await tokensFor(t, owner.email)).access_token
    tokens.staff = (await tokensFor(t, staff.email)).access_token
  })
  afterAll(() => t.close())

  const newBooking = async (from: string, to: string) =>
    createPaymentsBooking(t, { guestId, camperId: (await createCamper(t, ownerId)).id, from, to })
  /** A trip paid by card through the real confirm call: TO_COME with one succeeded charge. */
  const paidTrip = async (from: string, to: string) => {
    const booking = await newBooking(from, to)
    const paid = await t.request(`/3/my-requests/${booking.id}/payment/confirm/`, {
      method: 'POST',
      token: tokens.guest,
      json: { method: 'card', card: CARD },
      headers: { 'Idempotency-Key': `staff-test-${booking.id}` },
    })
    expect(paid.status).toBe(200)
    return booking
  }
  const staffCancel = (id: number, json: unknown, token = tokens.staff) =>
    t.request(`/v4/bookings-staff/${id}/cancel/`, { method: 'PATCH', token, json })
  const refundsOf = async (id: number) =>
    (
      await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, id), eq(payments.reason, 'refund')))
    ).map((row) => [row.amount, row.status])

  it('cancels a paid trip as staff, refunds everything even days before the start, and records who did it', async () => {
    // Three days ahead: a guest cancelling now would get nothing back (TOO_LATE, last minute).
    const trip = await paidTrip(inDays(3), inDays(6))
    const response = await staffCancel(trip.id, { reason: 'The camper failed its safety inspection.' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id: trip.id, state: 'CANCELLED_STAFF', cancel_reason: 'staff' })
    expect(await refundsOf(trip.id)).toEqual([[85050, 'SUCCEEDED']])
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, trip.id))
    expect(row).toMatchObject({ cancelMessage: 'The camper failed its safety inspection.' })
    expect(row!.refundSettledAt).not.toBeNull()
    const history = await t.db
      .select()
      .from(bookingStatusHistory)
      .where(eq(bookingStatusHistory.bookingId, trip.id))
      .orderBy(bookingStatusHistory.id)
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'TO_COME',
      toStatus: 'CANCELLED_STAFF',
      event: 'staff.cancel',
      actorId: staffId,
    })
  })

  it('cancels as agreed by both sides, and an unpaid request without any refund', async () => {
    const request = await newBooking(inDays(40), inDays(45))
    const response = await staffCancel(request.id, { reason: 'Both asked us by phone.', both: true })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ state: 'CANCELLED_BOTH', cancel_reason: 'both' })
    expect(await refundsOf(request.id)).toEqual([])
  })

  it('is for staff only: 401 anonymous, 403 not_staff for the guest and the owner, before the body is read', async () => {
    const trip = await newBooking(inDays(50), inDays(55))
    expect((await staffCancel(trip.id, { reason: 'x' }, '')).status).toBe(401)
    for (const token of [tokens.guest, tokens.owner]) {
      const refused = await staffCancel(trip.id, {}, token)
      expect(refused.status).toBe(403)
      expect(await refused.json()).toMatchObject({ code: 'not_staff' })
    }
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, trip.id))
    expect(row!.status).toBe('ACCEPTED')
  })

  it('answers bad input with field errors, an unknown booking with 404 and a finished one with 405', async () => {
    const trip = await newBooking(inDays(60), inDays(65))
    const blank = await staffCancel(trip.id, { reason: '   ', both: 'yes' })
    expect(blank.status).toBe(400)
    expect(await blank.json()).toEqual({ reason: ['This field may not be blank.'], both: ['Must be a valid boolean.'] })
    expect((await staffCancel(999_999, { reason: 'Gone.' })).status).toBe(404)
    expect((await staffCancel(trip.id, { reason: 'Fraud.' })).status).toBe(200)
    const again = await staffCancel(trip.id, { reason: 'Fraud.' })
    expect(again.status).toBe(405)
    expect(await again.json()).toMatchObject({ code: 'BOOKING_NOT_IN_VALID_STATE' })
  })
})
