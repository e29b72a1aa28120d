import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campers, reviewReports, type NewBookingRow } from '../../../src/server/db/schema'
import { publishDueReviews } from '../../../src/server/services/reviews/review-writing'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createBooking, dayFromToday } from '../support/core-bookings'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

const guestReview = {
  rating: 5,
  comment: 'A lovely van, spotless.',
  end_rating: 4,
  target_rating: 5,
  private_comment: 'The fridge rattles a bit.',
  language: 'en',
}
const ownerReview = { rating: 4, comment: 'Careful and friendly guest.', end_rating: 5, target_rating: 5 }

type Detail = {
  id: number
  published_date: string | null
  private_comment: string | null
  editable: boolean
  author_type: string
  photo: { url: string } | null
  rating: number
}

// A 1×1 PNG.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
)

describe.each(TEST_DATABASES)('review forms on %s', (kind) => {
  let t: TestApp
  let guest: { id: number; token: string }
  let owner: { id: number; token: string }
  let stranger: { id: number; token: string }
  // The camper of the first booking, whose figures the first test reads.
  let camperId = 0
  // A camper of its own for each booking: finished bookings keep holding their dates.
  const done = async (overrides: Partial<Pick<NewBookingRow, 'status' | 'period'>> = {}) => {
    const ownCamper =
      camperId === 0 ? (camperId = (await createCamper(t, owner.id)).id) : (await createCamper(t, owner.id)).id
    return (
      await createBooking(t, {
        camperId: ownCamper,
        guestId: guest.id,
        status: 'DONE',
        period: `[${dayFromToday(-10)},${dayFromToday(-3)})`,
        ...overrides,
      })
    ).id
  }
  const person = async (firstName: string) => {
    const user = await createUser(t, { firstName })
    return { id: user.id, token: (await tokensFor(t, user.email)).access_token }
  }
  const create = (bookingId: number, token: string | undefined, json: unknown) =>
    t.request(`/3/review/create/${bookingId}/`, { method: 'POST', token, json })

  beforeAll(async () => {
    t = await createTestApp(kind)
    guest = await person('Gus')
    owner = await person('Olga')
    stranger = await person('Sam')
  })
  afterAll(() => t.close())

  it('lets both parties review once; the first review stays hidden until the other side reviews', async () => {
    const bookingId = await done()
    const first = await create(bookingId, guest.token, guestReview)
    expect(first.status).toBe(201)
    const mine = (await first.json()) as Detail
    expect(mine).toMatchObject({
      author_type: 'guest',
      published_date: null,
      editable: true,
      private_comment: 'The fridge rattles a bit.',
    })

    // Nobody but the author sees it yet: not the owner, not a stranger, not the public lists.
    expect((await t.request(`/3/review/${mine.id}/`, { token: owner.token })).status).toBe(404)
    expect((await t.request(`/3/review/${mine.id}/`)).status).toBe(404)
    expect((await t.request(`/3/review/${mine.id}/`, { token: guest.token })).status).toBe(200)
    const hidden = (await (await t.request(`/v4/reviews/?camper_id=${camperId}`)).json()) as { count: number }
    expect(hidden.count).toBe(0)
    const received = (await (await t.request('/3/reviews/me/?box=received', { token: owner.token })).json()) as {
      count: number
    }
    expect(received.count).toBe(0)

    expect((await create(bookingId, guest.token, guestReview)).status).toBe(409)
    const second = await create(bookingId, owner.token, ownerReview)
    expect(second.status).toBe(201)
    expect(((await second.json()) as Detail).published_date).not.toBeNull()

    // Both are public now, the private note only for the owner and the guest.
    const forOwner = (await (await t.request(`/3/review/${mine.id}/`, { token: owner.token })).json()) as Detail
    expect(forOwner).toMatchObject({ private_comment: 'The fridge rattles a bit.', editable: false })
    expect(forOwner.published_date).not.toBeNull()
    const forStranger = (await (await t.request(`/3/review/${mine.id}/`, { token: stranger.token })).json()) as Detail
    expect(forStranger.private_comment).toBeNull()
    const listed = (await (await t.request(`/v4/reviews/?camper_id=${camperId}&author_type=guest`)).json()) as {
      count: number
    }
    expect(listed.count).toBe(1)
    const stats = (await (await t.request(`/v4/reviews/stats/?camper_id=${camperId}`)).json()) as {
      count: number
      average: number
    }
    expect(stats).toMatchObject({ count: 1, average: 5 })
    const [camper] = await t.db.select({ count: campers.reviewCount }).from(campers).where(eq(campers.id, camperId))
    expect(camper!.count).toBe(1)
    const footer = (await (await t.request('/api/internals/referential/stats?lang=en')).json()) as { count: number }
    expect(footer.count).toBe(1)
    const sent = (await (await t.request('/3/reviews/me/?box=sent', { token: guest.token })).json()) as {
      count: number
      results: Detail[]
    }
    expect(sent.results.map((review) => review.id)).toEqual([mine.id])
    const ownerReceived = (await (await t.request('/3/reviews/me/?box=received', { token: owner.token })).json()) as {
      count: number
    }
    expect(ownerReceived.count).toBe(1)
  })

  it('refuses strangers, unfinished bookings, closed windows, missing bookings and anonymous callers', async () => {
    const bookingId = await done()
    const refused = await create(bookingId, stranger.token, guestReview)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 'forbidden' })
    const ongoing = await done({ status: 'ONGOING', period: `[${dayFromToday(-3)},${dayFromToday(3)})` })
    const notFinished = await create(ongoing, guest.token, guestReview)
    expect(notFinished.status).toBe(400)
    expect(await notFinished.json()).toMatchObject({ code: 'booking_not_finished' })
    const old = await done({ period: `[${dayFromToday(-30)},${dayFromToday(-20)})` })
    const late = await create(old, guest.token, guestReview)
    expect(late.status).toBe(400)
    expect(await late.json()).toMatchObject({ code: 'review_window_closed' })
    expect((await create(999_999, guest.token, guestReview)).status).toBe(404)
    expect((await create(bookingId, undefined, guestReview)).status).toBe(401)
  })

  it('answers bad input with field errors, never a 500', async () => {
    const bookingId = await done()
    const bad = await create(bookingId, guest.token, { rating: 6, comment: '', end_rating: 'x' })
    expect(bad.status).toBe(400)
    const body = (await bad.json()) as Record<string, string[]>
    expect(Object.keys(body).sort()).toEqual(['comment', 'end_rating', 'rating', 'target_rating'])
    const privateFromOwner = await create(bookingId, owner.token, { ...ownerReview, private_comment: 'psst' })
    expect(privateFromOwner.status).toBe(400)
    expect(await privateFromOwner.json()).toHaveProperty('private_comment')
    expect(
      (await t.request('/3/review/create/abc/', { method: 'POST', token: guest.token, json: guestReview })).status,
    ).toBe(400)
    expect(
      (
        await t.request(`/3/review/create/${bookingId}/`, {
          method: 'POST',
          token: guest.token,
          body: 'rating=5',
          headers: { 'Content-Type': 'text/plain' },
        })
      ).status,
    ).toBe(400)
  })

  it('lets the author edit and add a photo only while unpublished', async () => {
    const bookingId = await done()
    const { id } = (await (await create(bookingId, guest.token, guestReview)).json()) as Detail
    const patch = (token: string, json: unknown) => t.request(`/3/review/${id}/`, { method: 'PATCH', token, json })
    const edited = await patch(guest.token, { rating: 3, comment: 'Fine after all.' })
    expect(edited.status).toBe(200)
    expect(await edited.json()).toMatchObject({ rating: 3, comment: 'Fine after all.', end_rating: 4 })
    expect((await patch(owner.token, { rating: 1 })).status).toBe(404)
    expect((await patch(guest.token, { rating: 0 })).status).toBe(400)

    const upload = (token: string, file: Blob, name = 'trip.png') => {
      const form = new FormData()
      form.set('photo', file, name)
      return t.request(`/3/review/${id}/photo/`, { method: 'PATCH', token, body: form })
    }
    expect((await upload(guest.token, new Blob(['not an image'], { type: 'text/plain' }), 'notes.txt')).status).toBe(
      400,
    )
    expect((await upload(guest.token, new Blob([new Uint8Array(6 * 1024 * 1024)], { type: 'image/png' }))).status).toBe(
      413,
    )
    const uploaded = await upload(guest.token, new Blob([PNG], { type: 'image/png' }))
    expect(uploaded.status).toBe(200)
    const { photo } = (await uploaded.json()) as Detail
    expect(photo!.url).toMatch(new RegExp(`^/api/media/reviews/${id}-\\d+\\.png$`))
    // The photo of an unpublished review is not served.
    expect((await t.app.request(photo!.url)).status).toBe(404)

    await create(bookingId, owner.token, ownerReview)
    const served = await t.app.request(photo!.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)
    const afterPublication = await patch(guest.token, { rating: 5 })
    expect(afterPublication.status).toBe(400)
    expect(await afterPublication.json()).toMatchObject({ code: 'review_published' })
    expect((await patch(owner.token, { rating: 1 })).status).toBe(403)
    expect((await upload(guest.token, new Blob([PNG], { type: 'image/png' }))).status).toBe(400)
  })

  it('takes reports of published reviews once per user, on both report paths', async () => {
    const bookingId = await done()
    const { id } = (await (await create(bookingId, guest.token, guestReview)).json()) as Detail
    const report = (
      method: 'PATCH' | 'POST',
      token: string,
      json: unknown = { reason: 'offensive', message: 'Rude.' },
    ) => t.request(`/3/review/${id}/report/`, { method, token, json })
    expect((await report('POST', stranger.token)).status).toBe(404)
    await create(bookingId, owner.token, ownerReview)
    expect((await report('POST', guest.token)).status).toBe(403)
    expect((await report('POST', stranger.token, { reason: 'because' })).status).toBe(400)
    const reported = await report('POST', stranger.token)
    expect(reported.status).toBe(200)
    expect(await reported.json()).toEqual({ id, reported: true })
    expect((await report('PATCH', stranger.token)).status).toBe(409)
    expect((await report('PATCH', owner.token, { reason: 'false' })).status).toBe(200)
    expect(await t.db.select().from(reviewReports).where(eq(reviewReports.reviewId, id))).toHaveLength(2)
  })

  it('lists the reviews still needed, regrouped per booking, and publishes lone reviews when the window closes', async () => {
    const fresh = await createUser(t, { firstName: 'Nina' })
    const token = (await tokensFor(t, fresh.email)).access_token
    const freshCamper = (await createCamper(t, owner.id)).id
    const first = (
      await createBooking(t, {
        camperId: freshCamper,
        guestId: fresh.id,
        status: 'DONE',
        period: `[${dayFromToday(-12)},${dayFromToday(-5)})`,
      })
    ).id
    const second = (
      await createBooking(t, {
        camperId: freshCamper,
        guestId: fresh.id,
        status: 'DONE',
        period: `[${dayFromToday(-4)},${dayFromToday(-1)})`,
      })
    ).id
    await createBooking(t, {
      camperId: freshCamper,
      guestId: fresh.id,
      status: 'TO_COME',
      period: `[${dayFromToday(5)},${dayFromToday(8)})`,
    })
    const needed = async (query = '') =>
      (await t.request(`/3/reviews-needed/${query}`, { token })).json() as Promise<{
        count: number
        next: string | null
        results: Array<Record<string, unknown>>
      }>
    const page = await needed()
    expect(page.count).toBe(2)
    expect(page.results[0]).toMatchObject({
      booking_id: first,
      author_type: 'guest',
      guest_id: fresh.id,
      guest_first_name: 'Nina',
      owner_id: owner.id,
      owner_first_name: 'Olga',
      hour_from: 14,
      hour_to: 12,
      date_to: dayFromToday(-5),
    })
    expect((await needed('?page_size=1')).next).toContain('page=2')
    expect((await t.request('/3/reviews-needed/?page=3', { token })).status).toBe(404)
    expect((await t.request('/3/reviews-needed/')).status).toBe(401)
    const ownerNeeds = (await (await t.request('/3/reviews-needed/?page_size=50', { token: owner.token })).json()) as {
      results: Array<{ booking_id: number; author_type: string }>
    }
    expect(ownerNeeds.results).toContainEqual(expect.objectContaining({ booking_id: second, author_type: 'owner' }))

    const { id } = (await (await create(first, token, guestReview)).json()) as Detail
    expect((await needed()).count).toBe(1)
    // Nine days later the window of the first trip (ended five days ago) has closed: the lone review goes public.
    expect(await publishDueReviews(t.db, new Date(Date.now() + 9 * 86_400_000 + 3_600_000))).toBe(1)
    const published = (await (await t.request(`/3/review/${id}/`)).json()) as Detail
    expect(published.published_date).not.toBeNull()
  })
})
