import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ical, { type VEvent } from 'node-ical'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calendarPeriods, icalFeeds } from '../../../src/server/db/schema'
import { createSandboxIcalFetch } from '../../../src/server/providers/ical-fetch/sandbox-ical-fetch'
import { syncAllFeeds } from '../../../src/server/services/owner-calendar/ical-feeds'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createBooking } from '../support/core-bookings'
import { inDays } from '../support/extras-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const compact = (day: string) => day.replaceAll('-', '')
/** An iCal file with all-day events over [from, to) and one timed event. */
const icsOf = (events: Array<[string, string]>, timed?: [string, string]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Other site//EN',
    ...events.flatMap(([from, to], index) => [
      'BEGIN:VEVENT',
      `UID:event-${index}@other`,
      `DTSTART;VALUE=DATE:${compact(from)}`,
      `DTEND;VALUE=DATE:${compact(to)}`,
      'SUMMARY:Rented',
      'END:VEVENT',
    ]),
    ...(timed
      ? [
          'BEGIN:VEVENT',
          'UID:timed@other',
          `DTSTART:${compact(timed[0])}T150000Z`,
          `DTEND:${compact(timed[1])}T100000Z`,
          'END:VEVENT',
        ]
      : []),
    'END:VCALENDAR',
  ].join('\r\n')

describe.each(TEST_DATABASES)('owner calendar, prices and iCal on %s', (kind) => {
  let t: TestApp
  let feedsDir: string
  let ownerToken: string
  let otherOwnerToken: string
  let guestToken: string
  let camperId: number
  let guestId: number

  beforeAll(async () => {
    feedsDir = await mkdtemp(join(tmpdir(), 'roam-ical-'))
    t = await createTestApp(kind, { ICAL_SANDBOX_DIR: feedsDir })
    const owner = await createUser(t, { isOwner: true })
    const otherOwner = await createUser(t, { isOwner: true })
    const guest = await createUser(t)
    guestId = guest.id
    ownerToken = (await tokensFor(t, owner.email)).access_token
    otherOwnerToken = (await tokensFor(t, otherOwner.email)).access_token
    guestToken = (await tokensFor(t, guest.email)).access_token
    camperId = (await createCamper(t, owner.id, { maxMonthsFutureRental: 6 })).id
    await createCamper(t, otherOwner.id)
  }, 60_000)
  afterAll(async () => {
    await t.close()
    await rm(feedsDir, { recursive: true, force: true })
  })

  const periodsOf = (id: number) => `/3/products/${id}/calendar/periods/`
  const post = (json: unknown, token = ownerToken) => t.request(periodsOf(camperId), { method: 'POST', token, json })
  const availabilities = async (from: string, to: string) =>
    (await (await t.request(`/3/products/${camperId}/availabilities/?date_from=${from}&date_to=${to}`)).json()) as {
      unavailable: Array<{ date_from: string; date_to: string; reason: string }>
      prices: Array<{
        date_from: string
        date_to: string
        price_per_day: string
        season: number | null
        color: number | null
      }>
    }

  // Found by the bad-input fuzz (tests/server/bad-input): an id beyond PostgreSQL's integer was a 500.
  it('answers 400 to camper, period and option ids beyond an integer', async () => {
    const tooBig = 2_147_483_648
    const paths = [
      `/3/products/${tooBig}/calendar/periods/`,
      `/3/products/${tooBig}/prices-details/`,
      `/3/products/${tooBig}/ical-feed/`,
      `/3/products/${camperId}/calendar/periods/${tooBig}/`,
    ]
    for (const path of paths) {
      const response = await t.request(path, {
        method: path.endsWith(`${tooBig}/`) ? 'DELETE' : 'GET',
        token: ownerToken,
      })
      expect(response.status, path).toBe(400)
      expect(Object.keys(await response.json()), path).toEqual([path.endsWith(`${tooBig}/`) ? 'idPeriod' : 'idCamper'])
    }
  })

  describe('calendar periods', () => {
    it('blocks days with a reason: dates_0 / dates_1 in, date_from / date_to out, and the public calendar shows them', async () => {
      const response = await post({
        dates_0: inDays(10),
        dates_1: inDays(13),
        kind: 'unavailable',
        reason: 'wintering',
      })
      expect(response.status, await response.clone().text()).toBe(201)
      const period = await response.json()
      expect(period).toMatchObject({
        camper_id: camperId,
        idCamper: camperId,
        idPeriod: period.id,
        date_from: inDays(10),
        date_to: inDays(13),
        dates_0: inDays(10),
        dates_1: inDays(13),
        kind: 'unavailable',
        reason: 'wintering',
        price_per_day: null,
        imported: false,
      })
      expect((await availabilities(inDays(0), inDays(30))).unavailable).toContainEqual({
        date_from: inDays(10),
        date_to: inDays(13),
        reason: 'wintering',
      })
    })

    it('prices a high season with its colour and minimum stay, which the public price uses', async () => {
      const response = await post({
        dates_0: inDays(20),
        dates_1: inDays(30),
        kind: 'available',
        price_per_day: 150,
        season: 3,
        color: 4,
        min_days: 3,
      })
      expect(response.status, await response.clone().text()).toBe(201)
      expect(await response.json()).toMatchObject({ price_per_day: '150.00', season: 3, color: 4, min_days: 3 })
      expect((await availabilities(inDays(0), inDays(40))).prices).toContainEqual({
        date_from: inDays(20),
        date_to: inDays(30),
        price_per_day: '150.00',
        season: 3,
        color: 4,
      })
      const price = await (
        await t.request(`/3/products/${camperId}/price/?date_from=${inDays(21)}&date_to=${inDays(24)}`)
      ).json()
      expect(price).toMatchObject({ price_per_day: '150.00', min_days: 3, available: true })
    })

    it('refuses an overlap, a confirmed booking, the past and days beyond the window with field errors, never a 500', async () => {
      const overlap = await post({ dates_0: inDays(12), dates_1: inDays(15), kind: 'unavailable', reason: 'other' })
      expect(overlap.status).toBe(400)
      expect(await overlap.json()).toEqual({ dates_0: ['This period overlaps another period of the calendar.'] })

      await createBooking(t, { camperId, guestId, status: 'TO_COME', period: `[${inDays(40)},${inDays(45)})` })
      const booked = await post({ dates_0: inDays(44), dates_1: inDays(47), kind: 'unavailable', reason: 'other' })
      expect(booked.status).toBe(400)
      expect(await booked.json()).toEqual({ dates_0: ['A confirmed booking already holds some of these days.'] })

      const past = await post({ dates_0: inDays(-2), dates_1: inDays(2), kind: 'unavailable', reason: 'other' })
      expect(await past.json()).toHaveProperty('dates_0', ['A period cannot start in the past.'])
      const far = await post({ dates_0: inDays(170), dates_1: inDays(200), kind: 'unavailable', reason: 'other' })
      expect(far.status).toBe(400)
      expect(Object.keys(await far.json())).toEqual(['dates_1'])
    })

    it('checks every field: reason list, season 1 or 3, colours 0 to 6, dates', async () => {
      const response = await post({
        dates_0: '2027-02-30',
        dates_1: inDays(5),
        kind: 'available',
        season: 2,
        color: 7,
        reason: 'bored',
      })
      expect(response.status).toBe(400)
      const body = await response.json()
      expect(Object.keys(body).sort()).toEqual(['color', 'dates_0', 'reason', 'season'])
      const noReason = await post({ dates_0: inDays(60), dates_1: inDays(62), kind: 'unavailable' })
      expect(await noReason.json()).toEqual({ reason: ['Say why the camper is unavailable.'] })
    })

    it('shows the days the sister platform holds as read-only periods the owner cannot type nor change', async () => {
      const typed = await post({
        dates_0: inDays(80),
        dates_1: inDays(82),
        kind: 'unavailable',
        reason: 'sister_site_booked',
      })
      expect(await typed.json()).toEqual({ reason: ['Not one of the unavailable reasons.'] })
      const [synced] = await t.db
        .insert(calendarPeriods)
        .values({
          camperId,
          kind: 'unavailable',
          reason: 'sister_site_blocked',
          period: `[${inDays(84)},${inDays(86)})`,
        })
        .returning()
      const list = await (await t.request(periodsOf(camperId), { token: ownerToken })).json()
      expect(list.periods).toContainEqual(
        expect.objectContaining({ id: synced!.id, reason: 'sister_site_blocked', imported: true }),
      )
      const edit = await t.request(`${periodsOf(camperId)}${synced!.id}/`, { method: 'DELETE', token: ownerToken })
      expect(edit.status).toBe(400)
      expect(await edit.json()).toEqual({
        non_field_errors: ['This period comes from the partner platform: change it there.'],
      })
    })

    it('edits and deletes a period; the freed days come back', async () => {
      const created = await (
        await post({ dates_0: inDays(70), dates_1: inDays(72), kind: 'unavailable', reason: 'breakdown' })
      ).json()
      const patched = await t.request(`${periodsOf(camperId)}${created.id}/`, {
        method: 'PATCH',
        token: ownerToken,
        json: { dates_0: inDays(70), dates_1: inDays(75), kind: 'unavailable', reason: 'personal_use' },
      })
      expect(patched.status, await patched.clone().text()).toBe(200)
      expect(await patched.json()).toMatchObject({ id: created.id, date_to: inDays(75), reason: 'personal_use' })
      const list = await (await t.request(periodsOf(camperId), { token: ownerToken })).json()
      expect(list.periods.map((period: { id: number }) => period.id)).toContain(created.id)
      expect(list.bookings).toEqual([expect.objectContaining({ date_from: inDays(40), date_to: inDays(45) })])
      expect(
        (await t.request(`${periodsOf(camperId)}${created.id}/`, { method: 'DELETE', token: ownerToken })).status,
      ).toBe(204)
      expect((await availabilities(inDays(69), inDays(76))).unavailable).toEqual([])
    })

    it('is the owner’s only: 401 anonymous, 403 for a guest, 404 for another owner or another camper’s period', async () => {
      const body = { dates_0: inDays(80), dates_1: inDays(82), kind: 'unavailable', reason: 'other' }
      expect((await t.request(periodsOf(camperId), { method: 'POST', json: body })).status).toBe(401)
      expect((await post(body, guestToken)).status).toBe(403)
      expect((await post(body, otherOwnerToken)).status).toBe(404)
      expect((await t.request(periodsOf(camperId), { token: otherOwnerToken })).status).toBe(404)
      const created = await (await post(body)).json()
      const foreign = await t.request(`${periodsOf(camperId)}${created.id}/`, {
        method: 'DELETE',
        token: otherOwnerToken,
      })
      expect(foreign.status).toBe(404)
      expect((await t.request(`${periodsOf(999_999)}`, { token: ownerToken })).status).toBe(404)
    })
  })

  describe('prices-details and options', () => {
    const details = `/3/products/{id}/prices-details/`
    it('reads and changes the base price, minimum stay, hours and unlimited km', async () => {
      const url = details.replace('{id}', String(camperId))
      const before = await (await t.request(url, { token: ownerToken })).json()
      expect(before).toMatchObject({
        camper_id: camperId,
        price_per_day: '85.50',
        currency: 'EUR',
        hour_from: 14,
        weekly_discount: { min_days: 7, rate: 0.1 },
      })
      expect(before.km_options.map((option: { km: number }) => option.km)).toEqual([0, 100, 200])
      const response = await t.request(url, {
        method: 'PATCH',
        token: ownerToken,
        json: { price_per_day: 99.5, min_days: 2, hour_from: 9, hour_to: 20, unlimited_km_allowed: false },
      })
      expect(response.status, await response.clone().text()).toBe(200)
      const after = await response.json()
      expect(after).toMatchObject({
        price_per_day: '99.50',
        min_days: 2,
        hour_from: 9,
        hour_to: 20,
        unlimited_km_allowed: false,
      })
      expect(after.km_options).toContainEqual({ km: 0, price_per_day: '15.00', available: false })
      const bad = await t.request(url, {
        method: 'PATCH',
        token: ownerToken,
        json: { hour_from: 10, hour_to: 13, max_months_future_rental: 5 },
      })
      expect(bad.status).toBe(400)
      expect(Object.keys(await bad.json()).sort()).toEqual(['hour_from', 'hour_to', 'max_months_future_rental'])
      expect((await t.request(url, { token: guestToken })).status).toBe(403)
      expect((await t.request(url, { token: otherOwnerToken })).status).toBe(404)
    })

    it('adds, changes and removes options per day or per booking', async () => {
      const url = `/3/products/${camperId}/options/`
      const created = await t.request(url, {
        method: 'POST',
        token: ownerToken,
        json: { name: 'Bike rack', price: 12, recurrence: 'booking' },
      })
      expect(created.status, await created.clone().text()).toBe(201)
      const option = await created.json()
      expect(option).toMatchObject({ name: 'Bike rack', price: '12.00', recurrence: 'booking', max_quantity: 1 })
      const patched = await t.request(`${url}${option.id}/`, {
        method: 'PATCH',
        token: ownerToken,
        json: { recurrence: 'day', price: 3 },
      })
      expect(await patched.json()).toMatchObject({ id: option.id, recurrence: 'day', price: '3.00' })
      const listed = await (await t.request(details.replace('{id}', String(camperId)), { token: ownerToken })).json()
      expect(listed.options).toEqual([expect.objectContaining({ id: option.id, name: 'Bike rack' })])
      expect((await t.request(`${url}${option.id}/`, { method: 'DELETE', token: otherOwnerToken })).status).toBe(404)
      expect((await t.request(`${url}${option.id}/`, { method: 'DELETE', token: ownerToken })).status).toBe(204)
      expect((await t.request(`${url}${option.id}/`, { method: 'DELETE', token: ownerToken })).status).toBe(404)
      const invalid = await t.request(url, {
        method: 'POST',
        token: ownerToken,
        json: { name: '', price: -1, recurrence: 'week' },
      })
      expect(Object.keys(await invalid.json()).sort()).toEqual(['name', 'price', 'recurrence'])
    })
  })

  describe('iCal', () => {
    const feedUrl = `/3/products/{id}/ical-feed/`
    it('exports bookings and owner periods at a secret URL that parses back, without the API key', async () => {
      const status = await (await t.request(feedUrl.replace('{id}', String(camperId)), { token: ownerToken })).json()
      expect(status.feed).toBeNull()
      const exportUrl = new URL(status.export_url)
      const response = await t.app.request(`${exportUrl.pathname}${exportUrl.search}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/calendar/)
      const events = Object.values(ical.sync.parseICS(await response.text())).filter(
        (item): item is VEvent => item?.type === 'VEVENT',
      )
      // All-day events: read back in the server's own zone, the start's local day is the period's first day.
      const localDay = (date: Date) =>
        `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
      const spans = events.map((event) => `${localDay(event.start)}/${localDay(event.end!)}`)
      // The two owner blocks left by the tests above, the days the sister platform holds and the confirmed booking;
      // the priced period is not a busy time.
      expect(spans.sort()).toEqual([
        `${inDays(10)}/${inDays(13)}`,
        `${inDays(40)}/${inDays(45)}`,
        `${inDays(80)}/${inDays(82)}`,
        `${inDays(84)}/${inDays(86)}`,
      ])
      expect(events.find((event) => localDay(event.start) === inDays(40))?.summary).toBe('Booked (Roam)')
      expect((await t.app.request(`${exportUrl.pathname}?token=wrong`)).status).toBe(404)
    })

    it('imports a feed: its events block the free days, the public calendar and search see them, each sync replaces them', async () => {
      // The feed's first event runs into the owner's wintering (10–13): only the free days become 'ical'.
      await writeFile(
        join(feedsDir, 'other.ics'),
        icsOf(
          [
            [inDays(8), inDays(11)],
            [inDays(100), inDays(103)],
          ],
          [inDays(110), inDays(111)],
        ),
      )
      const url = feedUrl.replace('{id}', String(camperId))
      const response = await t.request(url, {
        method: 'POST',
        token: ownerToken,
        json: { url: 'https://other.example/cal/other.ics' },
      })
      expect(response.status, await response.clone().text()).toBe(200)
      expect((await response.json()).feed).toMatchObject({
        url: 'https://other.example/cal/other.ics',
        last_error: null,
        event_count: 3,
      })
      const seen = await availabilities(inDays(0), inDays(120))
      expect(seen.unavailable).toEqual(
        expect.arrayContaining([
          { date_from: inDays(8), date_to: inDays(10), reason: 'ical' },
          { date_from: inDays(10), date_to: inDays(13), reason: 'wintering' },
          { date_from: inDays(100), date_to: inDays(103), reason: 'ical' },
          { date_from: inDays(110), date_to: inDays(112), reason: 'ical' },
        ]),
      )
      const search = await (
        await t.request(`/3/products/?date_from=${inDays(101)}&date_to=${inDays(104)}&page_size=100`)
      ).json()
      expect(search.results.map((item: { id: number }) => item.id)).not.toContain(camperId)

      // The other site frees 100–103 and books 130–132; the job's sync follows.
      await writeFile(join(feedsDir, 'other.ics'), icsOf([[inDays(130), inDays(132)]]))
      expect(await syncAllFeeds(t.db, createSandboxIcalFetch(feedsDir))).toBe(1)
      const after = await availabilities(inDays(0), inDays(140))
      expect(after.unavailable.filter((period) => period.reason === 'ical')).toEqual([
        { date_from: inDays(130), date_to: inDays(132), reason: 'ical' },
      ])
      const freed = await (
        await t.request(`/3/products/?date_from=${inDays(101)}&date_to=${inDays(104)}&page_size=100`)
      ).json()
      expect(freed.results.map((item: { id: number }) => item.id)).toContain(camperId)

      // Imported days are the feed's: not edited by hand.
      const list = await (await t.request(periodsOf(camperId), { token: ownerToken })).json()
      const imported = list.periods.find((period: { imported: boolean }) => period.imported)
      expect(
        (await t.request(`${periodsOf(camperId)}${imported.id}/`, { method: 'DELETE', token: ownerToken })).status,
      ).toBe(400)
    })

    it('keeps a failing fetch or a non-calendar as last_error with the previous days, and deleting the feed frees them', async () => {
      const url = feedUrl.replace('{id}', String(camperId))
      await writeFile(join(feedsDir, 'other.ics'), 'this is not a calendar')
      await syncAllFeeds(t.db, createSandboxIcalFetch(feedsDir))
      const [feed] = await t.db.select().from(icalFeeds)
      expect(feed?.lastError).toBe('The calendar could not be read as iCal.')
      expect((await availabilities(inDays(0), inDays(140))).unavailable).toContainEqual({
        date_from: inDays(130),
        date_to: inDays(132),
        reason: 'ical',
      })

      const missing = await t.request(url, {
        method: 'POST',
        token: ownerToken,
        json: { url: 'https://other.example/missing.ics' },
      })
      expect(missing.status).toBe(200)
      expect((await missing.json()).feed).toMatchObject({
        url: 'https://other.example/missing.ics',
        last_error: 'The calendar answered 404.',
        last_synced_at: null,
      })
      const badUrl = await t.request(url, { method: 'POST', token: ownerToken, json: { url: 'ftp://x' } })
      expect(await badUrl.json()).toEqual({ url: ['Enter an http(s) address.'] })
      expect(
        (await t.request(url, { method: 'POST', token: guestToken, json: { url: 'https://a.example/a.ics' } })).status,
      ).toBe(403)
      expect((await t.request(url, { method: 'DELETE', token: otherOwnerToken })).status).toBe(404)
      expect((await t.request(url, { method: 'DELETE', token: ownerToken })).status).toBe(204)
      expect((await t.request(url, { method: 'DELETE', token: ownerToken })).status).toBe(404)
      expect(
        (await availabilities(inDays(0), inDays(140))).unavailable.filter((period) => period.reason === 'ical'),
      ).toEqual([])
    })
  })
})
