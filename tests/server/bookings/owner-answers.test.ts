import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createBooking, dayFromToday } from '../support/core-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const HOUR_MS = 3_600_000

describe.each(TEST_DATABASES)('the owner answers requests on %s', (kind) => {
  let t: TestApp
  let guestId: number
  let ownerId: number
  let guestToken: string
  let ownerToken: string
  let camperId: number

  beforeAll(async () => {
    t = await createTestApp(kind)
    const guest = await createUser(t)
    const owner = await createUser(t, { isOwner: true })
    guestId = guest.id
    ownerId = owner.id
    guestToken = (await tokensFor(t, guest.email)).access_token
    ownerToken = (await tokensFor(t, owner.email)).access_token
    camperId = (await createCamper(t, ownerId)).id
  })
  afterAll(() => t.close())

  const patch = (path: string, token: string, json?: unknown) => t.request(path, { method: 'PATCH', token, json })
  const read = async (path: string, token: string) => (await t.request(path, { token })).json()

  it('tells a refused request from a cancelled booking, and gives the guest the reason and the words', async () => {
    const refused = await createBooking(t, {
      camperId,
      guestId,
      status: 'VALIDATED',
      period: `[${dayFromToday(30)},${dayFromToday(34)})`,
      ownerAcceptExpireOn: new Date(Date.now() + 40 * HOUR_MS),
    })
    const answer = await patch(`/v4/bookings-owner/${refused.id}/refuse/`, ownerToken, {
      reason: 'vehicle_down',
      message: 'The clutch gave up, sorry.',
    })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ state: 'CANCELLED_OWNER', display_state: 'REFUSED' })
    expect(await read(`/v4/bookings-guest/${refused.id}/`, guestToken)).toMatchObject({
      state: 'CANCELLED_OWNER',
      display_state: 'REFUSED',
      cancel_reason: 'vehicle_down',
      cancel_message: 'The clutch gave up, sorry.',
    })
    const list = await read('/v4/bookings-owner/?meta_state=ARCHIVED', ownerToken)
    expect(list.results.find((b: { id: number }) => b.id === refused.id)).toMatchObject({ display_state: 'REFUSED' })

    const cancelled = await createBooking(t, {
      camperId,
      guestId,
      status: 'ACCEPTED',
      period: `[${dayFromToday(40)},${dayFromToday(44)})`,
    })
    const cancel = await patch(`/v4/bookings-owner/${cancelled.id}/cancel/`, ownerToken, { reason: 'date' })
    expect(await cancel.json()).toMatchObject({
      state: 'CANCELLED_OWNER',
      display_state: 'CANCELLED_OWNER',
      cancel_message: null,
    })
  })

  it("orders the owner's to-dos by the answer deadline, soonest first, whatever the trip's dates", async () => {
    const owner = await createUser(t, { isOwner: true })
    const token = (await tokensFor(t, owner.email)).access_token
    const camper = (await createCamper(t, owner.id)).id
    // Created in trip-date order; their deadlines run the other way.
    const ids: number[] = []
    for (let i = 0; i < 12; i++) {
      const row = await createBooking(t, {
        camperId: camper,
        guestId,
        status: 'VALIDATED',
        period: `[${dayFromToday(20 + i * 5)},${dayFromToday(22 + i * 5)})`,
        ownerAcceptExpireOn: new Date(Date.now() + (47 - i) * HOUR_MS),
      })
      ids.push(row.id)
    }
    const firstPage = await read('/v4/bookings-owner/?meta_state=TO_DO&page_size=10', token)
    expect(firstPage.count).toBe(12)
    const expected = [...ids].reverse()
    expect(firstPage.results.map((b: { id: number }) => b.id)).toEqual(expected.slice(0, 10))
    // The newest request, due first, is at the top of the unfiltered list as well.
    const all = await read('/v4/bookings-owner/', token)
    expect(all.results[0].id).toBe(ids[11])
  })
})
