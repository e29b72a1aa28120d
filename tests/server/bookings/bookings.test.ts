import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingStatusHistory, bookings, calendarPeriods } from '../../../src/server/db/schema'
import { applyBookingEvent } from '../../../src/server/services/bookings/booking-transitions'
import { runBookingTimers } from '../../../src/server/services/bookings/booking-timers'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createBooking, dayFromToday } from '../support/core-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('bookings on %s', (kind) => {
  let t: TestApp
  let guest: { id: number; email: string }
  let owner: { id: number; email: string }
  let guestToken: string
  let ownerToken: string
  let otherToken: string
  let camperId: number
  let instantCamperId: number

  beforeAll(async () => {
    t = await createTestApp(kind)
    guest = await createUser(t)
    owner = await createUser(t, { isOwner: true })
    const other = await createUser(t)
    guestToken = (await tokensFor(t, guest.email)).access_token
    ownerToken = (await tokensFor(t, owner.email)).access_token
    otherToken = (await tokensFor(t, other.email)).access_token
    camperId = (await createCamper(t, owner.id, { minDays: 2 })).id
    instantCamperId = (await createCamper(t, owner.id, { instantBooking: true })).id
  })
  afterAll(() => t.close())

  const request = (body: Record<string, unknown>, token = guestToken) =>
    t.request('/v4/bookings/', {
      method: 'POST',
      token,
      json: { camper: camperId, hour_from: 14, hour_to: 12, travelers: 2, message: 'Hello', ...body },
    })
  const patch = (path: string, token: string, json?: unknown) => t.request(path, { method: 'PATCH', token, json })
  const book = async (from: number, to: number, camper = camperId) => {
    const response = await request({ camper, date_from: dayFromToday(from), date_to: dayFromToday(to) })
    expect(response.status, await response.clone().text()).toBe(201)
    return (await response.json()) as { id: number; state: string; is_instant: boolean }
  }

  it('creates a request in CREATED with its history row, and the guest reads it', async () => {
    const created = await book(10, 14)
    expect(created).toMatchObject({ state: 'CREATED', is_instant: false })
    const read = await t.request(`/v4/bookings-guest/${created.id}/`, { token: guestToken })
    const body = await read.json()
    expect(body).toMatchObject({
      id: created.id,
      state: 'CREATED',
      meta_state: 'todo',
      date_from: dayFromToday(10),
      hour_from: 14,
      hour_to: 12,
      travelers: 2,
      date_time_from: `${dayFromToday(10)}T14:00:00`,
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      currency: 'EUR',
      permissions: { can_validate: true, can_pay: false, can_cancel: true },
      camper: { id: camperId },
      owner: { id: owner.id, answer_rate_as_owner: null },
    })
    const history = await t.db.select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, created.id))
    expect(history).toMatchObject([
      { fromStatus: null, toStatus: 'CREATED', event: 'guest.request', actorId: guest.id },
    ])
  })

  it('gives the guest back their open draft for the same camper and dates, even to parallel clicks', async () => {
    // A camper of its own: the request sent below must not count in the shared owner's answer rate.
    const { id: camper } = await createCamper(t, (await createUser(t, { isOwner: true })).id)
    const dates = { camper, date_from: dayFromToday(120), date_to: dayFromToday(124) }
    const clicks = await Promise.all([request(dates), request(dates), request(dates)])
    const ids = await Promise.all(clicks.map(async (click) => ((await click.json()) as { id: number }).id))
    expect(new Set(ids).size).toBe(1)
    expect(clicks.map((click) => click.status).sort()).toEqual([200, 200, 201])
    const drafts = await t.db.select().from(bookings).where(eq(bookings.guestId, guest.id))
    expect(drafts.filter((row) => row.period === `[${dates.date_from},${dates.date_to})`)).toHaveLength(1)
    const again = await request(dates)
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ id: ids[0], state: 'CREATED' })
    // Other dates, or a draft already sent, make a new one.
    expect((await request({ ...dates, date_to: dayFromToday(125) })).status).toBe(201)
    await patch(`/v4/bookings-guest/${ids[0]}/validate/`, guestToken)
    const afterSending = await request(dates)
    expect(afterSending.status).toBe(201)
    expect(((await afterSending.json()) as { id: number }).id).not.toBe(ids[0])
    // Another guest's click is theirs.
    expect((await request(dates, otherToken)).status).toBe(201)
  })

  it('creates CREATED_PRO for a professional owner', async () => {
    const pro = await createUser(t, { isOwner: true, isPro: true })
    const proCamper = await createCamper(t, pro.id)
    const created = await book(20, 23, proCamper.id)
    expect(created.state).toBe('CREATED_PRO')
  })

  it('refuses bad requests with the spec error shapes', async () => {
    expect((await request({ date_from: dayFromToday(5), date_to: dayFromToday(3) })).status).toBe(400)
    expect(await (await request({ date_from: dayFromToday(5), date_to: dayFromToday(3) })).json()).toMatchObject({
      __all__: [{ code: 103, key: 'INVERTED_DATES' }],
    })
    expect(await (await request({ date_from: dayFromToday(5), date_to: dayFromToday(6) })).json()).toMatchObject({
      __all__: [{ code: 108, key: 'MIN_DAYS_REQUIRED', min_length: 2 }],
    })
    expect(await (await request({ date_from: dayFromToday(-3), date_to: dayFromToday(2) })).json()).toMatchObject({
      __all__: [{ code: 107 }],
    })
    expect(await (await request({ date_from: dayFromToday(400), date_to: dayFromToday(405) })).json()).toMatchObject({
      __all__: [{ code: 107 }],
    })
    await t.db.insert(calendarPeriods).values({
      camperId,
      period: `[${dayFromToday(60)},${dayFromToday(70)})`,
      kind: 'unavailable',
      reason: 'wintering',
    })
    expect(await (await request({ date_from: dayFromToday(65), date_to: dayFromToday(68) })).json()).toMatchObject({
      __all__: [{ code: 107, key: 'NOT_AVAILABLE' }],
    })
    const fields = await request({
      date_from: 'tomorrow',
      date_to: dayFromToday(9),
      hour_from: 10,
      hour_to: 21,
      travelers: 0,
    })
    expect(fields.status).toBe(400)
    expect(Object.keys(await fields.json()).sort()).toEqual(['date_from', 'hour_from', 'hour_to', 'travelers'])
    expect(await (await request({ date_from: dayFromToday(5), date_to: dayFromToday(9) }, ownerToken)).json()).toEqual({
      camper: ['You cannot book your own camper.'],
    })
    expect((await request({ camper: 999999, date_from: dayFromToday(5), date_to: dayFromToday(9) })).status).toBe(404)
    expect((await t.request('/v4/bookings/', { method: 'POST', json: {} })).status).toBe(401)
  })

  it('runs a regular request: validate, owner accepts, payment, trip start and end', async () => {
    const { id } = await book(30, 34)
    const validated = await (await patch(`/v4/bookings-guest/${id}/validate/`, guestToken)).json()
    expect(validated).toMatchObject({
      state: 'VALIDATED',
      meta_state: 'waiting',
      owner_accept_expire_on: expect.any(String),
    })
    const ownerView = await (await t.request(`/v4/bookings-owner/${id}/`, { token: ownerToken })).json()
    expect(ownerView).toMatchObject({
      meta_state: 'todo',
      permissions: { can_accept: true, can_refuse: true, can_cancel: false },
    })
    const accepted = await patch(`/v4/bookings-owner/${id}/accept/`, ownerToken)
    expect(await accepted.json()).toMatchObject({
      state: 'ACCEPTED',
      permissions: { can_accept: false, can_cancel: true },
    })
    const again = await patch(`/v4/bookings-owner/${id}/accept/`, ownerToken)
    expect(again.status).toBe(405)
    expect(await again.json()).toEqual({ detail: expect.any(String), code: 'BOOKING_NOT_IN_VALID_STATE' })
    expect(
      (await (await t.request(`/v4/bookings-guest/${id}/`, { token: guestToken })).json()).permissions.can_pay,
    ).toBe(true)
    await applyBookingEvent(t.db, id, { type: 'payment.succeeded' }, { userId: guest.id })
    // The timers run on the trip's days: a clock moved to the start, then to the end.
    const start = new Date(`${dayFromToday(30)}T08:00:00Z`)
    await runBookingTimers(t.db, start)
    expect((await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status).toBe('ONGOING')
    await runBookingTimers(t.db, new Date(`${dayFromToday(34)}T08:00:00Z`))
    const history = await t.db
      .select()
      .from(bookingStatusHistory)
      .where(eq(bookingStatusHistory.bookingId, id))
      .orderBy(bookingStatusHistory.id)
    expect(history.map((row) => `${row.fromStatus}>${row.toStatus}:${row.event}`)).toEqual([
      'null>CREATED:guest.request',
      'CREATED>VALIDATED:guest.validate',
      'VALIDATED>ACCEPTED:owner.accept',
      'ACCEPTED>TO_COME:payment.succeeded',
      'TO_COME>ONGOING:timer.trip_started',
      'ONGOING>DONE:timer.trip_ended',
    ])
    expect(history[2]!.actorId).toBe(owner.id)
    expect(history[4]!.actorId).toBeNull()
    const owned = await (await t.request(`/v4/bookings-owner/${id}/`, { token: ownerToken })).json()
    expect(owned).toMatchObject({ state: 'DONE', meta_state: 'archived', owner: { answer_rate_as_owner: 100 } })
  })

  it('lets the owner refuse and cancel only with their reasons, the guest cancel with theirs', async () => {
    const { id } = await book(40, 43)
    expect((await patch(`/v4/bookings-owner/${id}/accept/`, ownerToken)).status).toBe(404) // a draft is not the owner's yet
    await patch(`/v4/bookings-guest/${id}/validate/`, guestToken)
    const badReason = await patch(`/v4/bookings-owner/${id}/refuse/`, ownerToken, { reason: 'cancel_holidays' })
    expect(badReason.status).toBe(400)
    expect(await badReason.json()).toHaveProperty('reason')
    expect((await patch(`/v4/bookings-owner/${id}/cancel/`, ownerToken, { reason: 'date' })).status).toBe(405)
    const refused = await (
      await patch(`/v4/bookings-owner/${id}/refuse/`, ownerToken, { reason: 'date', message: 'Sorry' })
    ).json()
    expect(refused).toMatchObject({ state: 'CANCELLED_OWNER', cancel_reason: 'date', meta_state: 'archived' })
    const { id: second } = await book(50, 53)
    expect((await patch(`/v4/bookings-guest/${second}/cancel/`, guestToken, { reason: 'vehicle_down' })).status).toBe(
      400,
    )
    expect(
      await (await patch(`/v4/bookings-guest/${second}/cancel/`, guestToken, { reason: 'duplicate_booking' })).json(),
    ).toMatchObject({
      state: 'CANCELLED_GUEST',
      cancel_reason: 'duplicate_booking',
    })
    expect((await patch(`/v4/bookings-guest/${second}/validate/`, guestToken)).status).toBe(405)
  })

  it('allows only the booking’s guest, owner or staff: 401, 403, 404', async () => {
    const { id } = await book(80, 83)
    expect((await t.request(`/v4/bookings-guest/${id}/`)).status).toBe(401)
    expect((await t.request(`/v4/bookings-guest/${id}/`, { token: otherToken })).status).toBe(403)
    expect((await patch(`/v4/bookings-guest/${id}/cancel/`, otherToken, { reason: 'other' })).status).toBe(403)
    expect((await t.request(`/v4/bookings-guest/${id}/`, { token: ownerToken })).status).toBe(403)
    expect((await t.request('/v4/bookings-guest/99999/', { token: guestToken })).status).toBe(404)
    expect((await t.request('/v4/bookings-guest/abc/', { token: guestToken })).status).toBe(400)
    await patch(`/v4/bookings-guest/${id}/validate/`, guestToken)
    expect((await patch(`/v4/bookings-owner/${id}/accept/`, guestToken)).status).toBe(403)
  })

  it('snoozes a to-do, updates a draft, and refuses to update a sent request', async () => {
    const { id } = await book(90, 93)
    const snoozed = await (await patch(`/v4/bookings-guest/${id}/snooze/`, guestToken)).json()
    expect(snoozed).toMatchObject({ state: 'CREATED', meta_state: 'waiting', snoozed_until: expect.any(String) })
    const updated = await (
      await patch(`/v4/bookings-guest/${id}/`, guestToken, { travelers: 3, hour_from: 9, purpose: 'HOLIDAYS_FAMILY' })
    ).json()
    expect(updated).toMatchObject({ travelers: 3, hour_from: 9, purpose: 'HOLIDAYS_FAMILY' })
    expect((await patch(`/v4/bookings-guest/${id}/`, guestToken, { travelers: 9 })).status).toBe(400)
    const party = await patch(`/v4/bookings-guest/${id}/`, guestToken, { purpose: 'PARTY' })
    expect(party.status).toBe(400)
    expect(await party.json()).toHaveProperty('purpose')
    await patch(`/v4/bookings-guest/${id}/validate/`, guestToken)
    // The owner reads the purpose on the request.
    const asOwner = await (await t.request(`/v4/bookings-owner/${id}/`, { token: ownerToken })).json()
    expect(asOwner).toMatchObject({ purpose: 'HOLIDAYS_FAMILY' })
    expect((await patch(`/v4/bookings-guest/${id}/`, guestToken, { travelers: 1 })).status).toBe(405)
    expect((await patch(`/v4/bookings-guest/${id}/snooze/`, guestToken)).status).toBe(405)
  })

  it('books instantly: payable once validated; the first paid takes the dates, an overlapping one is then refused', async () => {
    const first = await book(100, 104, instantCamperId)
    const second = await book(102, 106, instantCamperId)
    expect(first.is_instant).toBe(true)
    const validated = await (await patch(`/v4/bookings-guest/${first.id}/validate/`, guestToken)).json()
    expect(validated).toMatchObject({
      state: 'VALIDATED',
      meta_state: 'todo',
      permissions: { can_pay: true, can_update: true },
    })
    expect((await patch(`/v4/bookings-guest/${second.id}/validate/`, guestToken)).status).toBe(200)
    // Validating takes nothing: both are payable, and paying is what holds the dates.
    await applyBookingEvent(t.db, first.id, { type: 'payment.succeeded' }, { userId: null })
    await expect(
      applyBookingEvent(t.db, second.id, { type: 'payment.succeeded' }, { userId: null }),
    ).rejects.toMatchObject({
      status: 409,
      body: { code: 'CAMPER_ALREADY_BOOKED' },
    })
    expect((await t.db.select().from(bookings).where(eq(bookings.id, second.id)))[0]!.status).toBe('VALIDATED')
    // Search and the calendar see the paid dates.
    const blocked = await request({ camper: instantCamperId, date_from: dayFromToday(103), date_to: dayFromToday(105) })
    expect(await blocked.json()).toMatchObject({ __all__: [{ code: 107 }] })
    // The one left unpaid past its deadline is abandoned.
    await runBookingTimers(t.db, new Date(Date.now() + 49 * 3_600_000))
    expect((await t.db.select().from(bookings).where(eq(bookings.id, second.id)))[0]!.status).toBe('ABANDONED')
  })

  it('expires an unanswered request and abandons a draft not sent', async () => {
    const draft = await createBooking(t, {
      camperId,
      guestId: guest.id,
      status: 'CREATED',
      createdAt: new Date(Date.now() - 25 * 3_600_000),
    })
    const sent = await createBooking(t, {
      camperId,
      guestId: guest.id,
      status: 'VALIDATED',
      period: '[2027-01-01,2027-01-05)',
      ownerAcceptExpireOn: new Date(Date.now() - 1000),
    })
    await runBookingTimers(t.db)
    const rows = await t.db.select().from(bookings)
    expect(rows.find((row) => row.id === draft.id)!.status).toBe('ABANDONED')
    expect(rows.find((row) => row.id === sent.id)).toMatchObject({
      status: 'ACCEPTED_EXP',
      acceptationExpiredOn: expect.any(Date),
    })
  })

  it('lists trips with to-dos first, filters by meta state (any case), state and year, and pages by 10', async () => {
    const listGuest = async (query: string) =>
      (await (await t.request(`/v4/bookings-guest/${query}`, { token: guestToken })).json()) as {
        count: number
        next: string | null
        results: Array<{ meta_state: string; state: string; date_from: string }>
      }
    const all = await listGuest('')
    expect(all.count).toBeGreaterThan(5)
    const order = ['todo', 'waiting', 'confirmed', 'archived']
    const metas = all.results.map((b) => order.indexOf(b.meta_state))
    expect(metas).toEqual([...metas].sort((a, b) => a - b))
    const archived = await listGuest('?meta_state=archived')
    expect(archived.results.every((b) => b.meta_state === 'archived')).toBe(true)
    expect((await listGuest('?meta_state=todo')).results.every((b) => b.meta_state === 'todo')).toBe(true)
    expect((await listGuest('?state=cancelled_guest')).results.every((b) => b.state === 'CANCELLED_GUEST')).toBe(true)
    expect((await listGuest('?year=2027')).results.every((b) => b.date_from.startsWith('2027'))).toBe(true)
    const page = await listGuest('?page_size=2')
    expect(page.results).toHaveLength(2)
    expect(page.next).toContain('page=2')
    expect((await t.request('/v4/bookings-guest/?meta_state=SOON', { token: guestToken })).status).toBe(400)
    const options = await (await t.request('/v4/bookings-guest/options/', { token: guestToken })).json()
    expect(options.meta_states.map((m: { value: string }) => m.value)).toEqual([
      'TO_DO',
      'WAITING',
      'CONFIRMED',
      'ARCHIVED',
    ])
    expect(options.cancel_reasons).toContain('cancel_holidays')
    const ownerOptions = await (await t.request('/v4/bookings-owner/options/', { token: ownerToken })).json()
    expect(ownerOptions.cancel_reasons).toContain('vehicle_down')
    const ownerList = await (await t.request('/v4/bookings-owner/', { token: ownerToken })).json()
    expect(ownerList.results.some((b: { state: string }) => b.state === 'CREATED')).toBe(false)
  })

  it('lets exactly one of many parallel acceptances of overlapping requests hold the dates', async () => {
    const camper = await createCamper(t, owner.id)
    const ids: number[] = []
    for (let i = 0; i < 8; i++) {
      const row = await createBooking(t, {
        camperId: camper.id,
        guestId: guest.id,
        status: 'VALIDATED',
        period: `[${dayFromToday(200 + i)},${dayFromToday(210)})`,
      })
      ids.push(row.id)
    }
    const answers = await Promise.all(ids.map((id) => patch(`/v4/bookings-owner/${id}/accept/`, ownerToken)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(7)
    for (const answer of answers.filter((a) => a.status === 409))
      expect((await answer.json()).code).toBe('CAMPER_ALREADY_BOOKED')
    const holding = await t.db.select().from(bookings).where(eq(bookings.camperId, camper.id))
    expect(holding.filter((row) => row.status === 'ACCEPTED')).toHaveLength(1)
  })
})
