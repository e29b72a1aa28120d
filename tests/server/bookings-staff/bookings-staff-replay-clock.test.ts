import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, staffActions } from '../../../src/server/db/schema'
import { runBookingTimers } from '../../../src/server/services/bookings/booking-timers'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createBooking, dayFromToday } from '../support/core-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('the replay clock on %s', (kind) => {
  let t: TestApp
  let off: TestApp
  let staffToken = ''
  let guestToken = ''
  let guestId = 0
  let camperId = 0

  beforeAll(async () => {
    t = await createTestApp(kind, { REPLAY_CLOCK: '1' })
    const guest = await createUser(t)
    const owner = await createUser(t, { isOwner: true })
    const staff = await createUser(t, { isStaff: true })
    guestId = guest.id
    camperId = (await createCamper(t, owner.id)).id
    staffToken = (await tokensFor(t, staff.email)).access_token
    guestToken = (await tokensFor(t, guest.email)).access_token
    off = await createTestApp(kind)
    // Two seeded apps: slow on a busy machine.
  }, 240_000)
  afterAll(async () => {
    await t?.close()
    await off?.close()
  })

  const tick = (id: number, token = staffToken, app = t) =>
    app.request(`/v4/bookings-staff/${id}/replay-clock/`, { method: 'POST', token })
  const statusOf = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status

  it('runs a paid trip’s timers one at a time, each as of its due moment, and records who ran them', async () => {
    const trip = await createBooking(t, {
      camperId,
      guestId,
      status: 'TO_COME',
      period: `[${dayFromToday(20)},${dayFromToday(25)})`,
    })
    const before = await (await t.request(`/v4/bookings-staff/${trip.id}/`, { token: staffToken })).json()
    expect(before.next_timer).toEqual({ event: 'timer.trip_started', at: `${dayFromToday(20)}T00:00:00.000Z` })

    const started = await tick(trip.id)
    expect(started.status).toBe(200)
    expect(await started.json()).toMatchObject({
      state: 'ONGOING',
      next_timer: { event: 'timer.trip_ended', at: `${dayFromToday(25)}T00:00:00.000Z` },
      history: [
        {
          from_state: 'TO_COME',
          to_state: 'ONGOING',
          event: 'timer.trip_started',
          actor_id: null,
          at: `${dayFromToday(20)}T00:00:00.000Z`,
        },
      ],
    })
    expect(await (await tick(trip.id)).json()).toMatchObject({ state: 'DONE', next_timer: null })
    // Nothing is left to wait for.
    const done = await tick(trip.id)
    expect(done.status).toBe(405)
    expect(await done.json()).toMatchObject({ code: 'BOOKING_NOT_IN_VALID_STATE' })
    const audit = await t.db.select().from(staffActions).where(eq(staffActions.targetId, trip.id))
    expect(audit.map((row) => [row.action, row.detail])).toEqual([
      ['booking_replay_clock', { event: 'timer.trip_started', state: 'ONGOING' }],
      ['booking_replay_clock', { event: 'timer.trip_ended', state: 'DONE' }],
    ])
  })

  it('expires a draft and an unanswered request, and touches no other booking', async () => {
    const draft = await createBooking(t, {
      camperId,
      guestId,
      status: 'CREATED',
      period: `[${dayFromToday(40)},${dayFromToday(42)})`,
    })
    const request = await createBooking(t, {
      camperId,
      guestId,
      status: 'VALIDATED',
      period: `[${dayFromToday(50)},${dayFromToday(52)})`,
      ownerAcceptExpireOn: new Date(Date.now() + 3_600_000),
    })
    const bystander = await createBooking(t, {
      camperId,
      guestId,
      status: 'CREATED',
      period: `[${dayFromToday(60)},${dayFromToday(62)})`,
    })
    expect(await (await tick(draft.id)).json()).toMatchObject({ state: 'ABANDONED', next_timer: null })
    expect(await (await tick(request.id)).json()).toMatchObject({ state: 'ACCEPTED_EXP' })
    expect(await statusOf(bystander.id)).toBe('CREATED')
    // The sweep's own rule agrees with the due moment: a millisecond before it, the job does nothing.
    const dueAt = new Date(bystander.createdAt.getTime() + 24 * 3_600_000)
    expect(await runBookingTimers(t.db, new Date(dueAt.getTime() - 1), bystander.id)).toBe(0)
    expect(await runBookingTimers(t.db, dueAt, bystander.id)).toBe(1)
    expect(await statusOf(bystander.id)).toBe('ABANDONED')
  })

  it('is staff only, and does not exist without REPLAY_CLOCK', async () => {
    const trip = await createBooking(t, {
      camperId,
      guestId,
      status: 'TO_COME',
      period: `[${dayFromToday(70)},${dayFromToday(72)})`,
    })
    expect((await tick(trip.id, '')).status).toBe(401)
    expect((await tick(trip.id, guestToken)).status).toBe(403)
    expect((await tick(999_999)).status).toBe(404)
    expect((await tick(0)).status).toBe(400)

    const offStaff = await createUser(off, { isStaff: true })
    const offGuest = await createUser(off)
    const offTrip = await createBooking(off, {
      camperId: (await createCamper(off, (await createUser(off, { isOwner: true })).id)).id,
      guestId: offGuest.id,
      status: 'TO_COME',
    })
    const refused = await tick(offTrip.id, (await tokensFor(off, offStaff.email)).access_token, off)
    expect(refused.status).toBe(404)
    expect((await off.db.select().from(bookings).where(eq(bookings.id, offTrip.id)))[0]!.status).toBe('TO_COME')
  })
})
