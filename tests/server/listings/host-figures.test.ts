import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingStatusHistory, chatMessages, chats } from '../../../src/server/db/schema'
import { createUser } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createBooking } from '../support/core-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const HOUR = 3_600_000
const asked = new Date('2026-03-02T08:00:00Z')
const after = (hours: number) => new Date(asked.getTime() + hours * HOUR)

describe.each(TEST_DATABASES)('GET /3/products/{id}/ host figures on %s', (kind) => {
  let t: TestApp
  let camperId: number
  let newcomerCamperId: number
  let others: Array<{ id: number }>
  beforeAll(async () => {
    t = await createTestApp(kind)
    const owner = await createUser(t, { firstName: 'Hana' })
    const guest = await createUser(t, { firstName: 'Gus' })
    const camper = await createCamper(t, owner.id)
    camperId = camper.id
    const newest = await createCamper(t, owner.id, {
      title: 'Hymer near Annecy',
      publishedAt: new Date('2025-06-01T00:00:00Z'),
      reviewAverage: 4.5,
      reviewCount: 2,
    })
    const older = await createCamper(t, owner.id, { title: 'Fiat near Nice', status: 'published' })
    await createCamper(t, owner.id, { title: 'Draft van', status: 'created', publishedAt: null })
    others = [newest, older]
    newcomerCamperId = (await createCamper(t, (await createUser(t)).id)).id

    // Three requests: accepted after 2 hours; written to after 30 minutes then refused; left to expire.
    // An instant booking needs no answer and counts nowhere.
    let month = 0
    const request = async (
      answers: Array<{ event: string; to: 'ACCEPTED' | 'CANCELLED_OWNER' | 'ACCEPTED_EXP'; hours: number }>,
      isInstant = false,
    ) => {
      month += 1
      const period = `[2027-0${month}-01,2027-0${month}-08)`
      const booking = await createBooking(t, { camperId, guestId: guest.id, period, status: answers[0]!.to, isInstant })
      await t.db.insert(bookingStatusHistory).values([
        {
          bookingId: booking.id,
          fromStatus: 'CREATED',
          toStatus: 'VALIDATED',
          event: 'guest.validate',
          actorId: guest.id,
          at: asked,
        },
        ...answers.map((answer) => ({
          bookingId: booking.id,
          fromStatus: 'VALIDATED' as const,
          toStatus: answer.to,
          event: answer.event,
          actorId: answer.event.startsWith('owner.') ? owner.id : null,
          at: after(answer.hours),
        })),
      ])
      return booking
    }
    await request([{ event: 'owner.accept', to: 'ACCEPTED', hours: 2 }])
    const written = await request([{ event: 'owner.refuse', to: 'CANCELLED_OWNER', hours: 5 }])
    await request([{ event: 'timer.acceptance_expired', to: 'ACCEPTED_EXP', hours: 48 }])
    await request([{ event: 'owner.accept', to: 'ACCEPTED', hours: 30 }], true)
    const [chat] = await t.db
      .insert(chats)
      .values({ bookingId: written.id, guestId: guest.id, ownerId: owner.id, camperId })
      .returning()
    await t.db.insert(chatMessages).values([
      { chatId: chat!.id, senderId: guest.id, body: 'Hello!', sentAt: asked },
      { chatId: chat!.id, senderId: owner.id, body: 'Hi, sorry, not those dates.', sentAt: after(0.5) },
    ])
  })
  afterAll(() => t.close())

  it('gives the share of requests answered, the median time to a first answer and the other published listings', async () => {
    const body = await (await t.request(`/3/products/${camperId}/`)).json()
    // Two answered of three asked; the median of 120 and 30 minutes.
    expect(body.owner).toMatchObject({ response_rate: 67, response_time_minutes: 75 })
    expect(body.owner.other_listings).toEqual([
      {
        id: others[0]!.id,
        title: 'Hymer near Annecy',
        vehicle_type: 4,
        city: 'Lyon',
        price_per_day: '85.50',
        currency: 'EUR',
        photo: '/api/media/campers/4-1.svg',
        review_average: 4.5,
        review_count: 2,
      },
      expect.objectContaining({ id: others[1]!.id, title: 'Fiat near Nice' }),
    ])
  })

  it('gives null figures and no other listing for a host without requests', async () => {
    const body = await (await t.request(`/3/products/${newcomerCamperId}/`)).json()
    expect(body.owner).toMatchObject({ response_rate: null, response_time_minutes: null, other_listings: [] })
  })
})
