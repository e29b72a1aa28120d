import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BookingStatus } from '../../../src/domain/booking-status'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createBooking } from '../support/core-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const UNPAID: BookingStatus[] = ['VALIDATED', 'ACCEPTED', 'TO_COME_NOT_PAID', 'CANCELLED_GUEST']
const PAID: BookingStatus[] = ['TO_COME', 'ONGOING', 'DONE']

describe.each(TEST_DATABASES)('the pick-up address and the owner’s phone on %s', (kind) => {
  let t: TestApp
  let guestToken: string
  const ids = new Map<BookingStatus, number>()
  beforeAll(async () => {
    t = await createTestApp(kind)
    const guest = await createUser(t)
    const owner = await createUser(t, { isOwner: true, phone: '+33612345678', phoneVerified: true })
    guestToken = (await tokensFor(t, guest.email)).access_token
    const camper = await createCamper(t, owner.id, { addressStreet: '12 rue des Lilas', addressZipcode: '69003' })
    for (const [index, status] of [...UNPAID, ...PAID].entries()) {
      const month = String(index + 1).padStart(2, '0')
      const booking = await createBooking(t, {
        camperId: camper.id,
        guestId: guest.id,
        status,
        period: `[2027-${month}-01,2027-${month}-08)`,
      })
      ids.set(status, booking.id)
    }
  })
  afterAll(() => t.close())

  const read = async (status: BookingStatus) => {
    const response = await t.request(`/v4/bookings-guest/${ids.get(status)}/`, { token: guestToken })
    expect(response.status).toBe(200)
    return response.json()
  }

  it.each(UNPAID)('keeps them from the guest of a %s booking, who reads the city only', async (status) => {
    const body = await read(status)
    expect(body.camper).toMatchObject({ city: 'Lyon', country: 'FR', pickup_address: null })
    expect(body.owner.phone).toBeNull()
    expect(JSON.stringify(body)).not.toContain('rue des Lilas')
    expect(JSON.stringify(body)).not.toContain('612345678')
  })

  it.each(PAID)('gives them to the guest of a %s booking', async (status) => {
    const body = await read(status)
    expect(body.camper.pickup_address).toEqual({
      street: '12 rue des Lilas',
      zipcode: '69003',
      city: 'Lyon',
      country: 'FR',
    })
    expect(body.owner.phone).toBe('+33612345678')
  })

  it('applies the same rule to the list of trips', async () => {
    const list = await (await t.request('/v4/bookings-guest/?page_size=50', { token: guestToken })).json()
    const byId = new Map(list.results.map((trip: { id: number }) => [trip.id, trip]))
    const accepted = byId.get(ids.get('ACCEPTED')) as { camper: { pickup_address: unknown }; owner: { phone: unknown } }
    const toCome = byId.get(ids.get('TO_COME')) as { camper: { pickup_address: unknown }; owner: { phone: unknown } }
    expect(accepted.camper.pickup_address).toBeNull()
    expect(accepted.owner.phone).toBeNull()
    expect(toCome.camper.pickup_address).toMatchObject({ street: '12 rue des Lilas' })
    expect(toCome.owner.phone).toBe('+33612345678')
  })
})
