import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../support/accounts'
import { createCamper, createReview } from '../support/campers'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('GET /v4/reviews/ and /v4/reviews/stats/ on %s', (kind) => {
  let t: TestApp
  let owner: Awaited<ReturnType<typeof createUser>>
  let guest: Awaited<ReturnType<typeof createUser>>
  let camperId: number
  let otherCamperId: number
  beforeAll(async () => {
    t = await createTestApp(kind)
    owner = await createUser(t, { firstName: 'Olga' })
    guest = await createUser(t, { firstName: 'Gus', profilePictureUrl: '/api/media/avatars/gus.svg' })
    camperId = (await createCamper(t, owner.id)).id
    otherCamperId = (await createCamper(t, owner.id)).id
    // 12 guest reviews of the first camper (ratings 5,4,5,4…), one of the second, one owner review about the guest, one unpublished.
    for (let n = 0; n < 12; n++) {
      await createReview(t, {
        camperId,
        authorId: guest.id,
        targetId: owner.id,
        authorType: 'guest',
        rating: n % 2 === 0 ? 5 : 4,
        language: 'en',
        bookingId: 100 + n,
        publishedDate: new Date(Date.UTC(2025, 0, n + 1)),
      })
    }
    await createReview(t, {
      camperId: otherCamperId,
      authorId: guest.id,
      targetId: owner.id,
      authorType: 'guest',
      rating: 1,
      publishedDate: new Date(Date.UTC(2025, 5, 1)),
    })
    await createReview(t, {
      camperId,
      authorId: owner.id,
      targetId: guest.id,
      authorType: 'owner',
      rating: 5,
      bookingId: 100,
      publishedDate: new Date(Date.UTC(2025, 0, 2)),
    })
    await createReview(t, {
      camperId,
      authorId: guest.id,
      targetId: owner.id,
      authorType: 'guest',
      rating: 1,
      publishedDate: null,
    })
  })
  afterAll(() => t.close())

  it('lists a camper’s published reviews newest first, ten to a page', async () => {
    const response = await t.request(`/v4/reviews/?camper_id=${camperId}&author_type=guest`)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.count).toBe(12)
    expect(body.results).toHaveLength(10)
    expect(body.previous).toBeNull()
    expect(body.next).toContain('page=2')
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      rating: 4,
      comment: 'Great trip.',
      language: 'en',
      photo: null,
      published_date: '2025-01-12T00:00:00.000Z',
      author: { id: guest.id, first_name: 'Gus', profile_picture: { url: '/api/media/avatars/gus.svg' } },
      camper_id: camperId,
      camper_title: 'VW California near Lyon',
      author_type: 'guest',
    })
    const dates = body.results.map((review: { published_date: string }) => review.published_date)
    expect([...dates].sort().reverse()).toEqual(dates)

    const second = await (await t.request(`/v4/reviews/?camper_id=${camperId}&author_type=guest&page=2`)).json()
    expect(second.results).toHaveLength(2)
    expect(second.next).toBeNull()
    // Without author_type the camper filter includes the owner's review too.
    expect((await (await t.request(`/v4/reviews/?camper_id=${camperId}&page_size=50`)).json()).count).toBe(13)
  })

  it('filters by target_id and by booking_id with author_type', async () => {
    const aboutOwner = await (
      await t.request(`/v4/reviews/?target_id=${owner.id}&author_type=guest&page_size=50`)
    ).json()
    expect(aboutOwner.count).toBe(13)
    const aboutGuest = await (await t.request(`/v4/reviews/?target_id=${guest.id}&author_type=owner`)).json()
    expect(aboutGuest.results.map((review: { author_type: string }) => review.author_type)).toEqual(['owner'])
    const booking = await (await t.request('/v4/reviews/?booking_id=100&author_type=guest')).json()
    expect(booking.count).toBe(1)
    expect(booking.results[0]).toMatchObject({ author_type: 'guest', rating: 5 })
  })

  it('answers 404 invalid_page past the last page', async () => {
    const response = await t.request(`/v4/reviews/?camper_id=${camperId}&page=3`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'Invalid page.', code: 'invalid_page' })
  })

  it('answers 400 with a target or booking but no author_type, or with bad values', async () => {
    for (const query of [`?target_id=${owner.id}`, '?booking_id=100']) {
      const response = await t.request(`/v4/reviews/${query}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ non_field_errors: [expect.stringContaining('camper_id')] })
    }
    for (const query of [
      'camper_id=abc',
      'camper_id=1&author_type=host',
      'camper_id=1&page_size=51',
      'camper_id=1&page=0',
      'camper_id=99999999999',
    ]) {
      const response = await t.request(`/v4/reviews/?${query}`)
      expect(response.status).toBe(400)
      const body = await response.json()
      expect(Object.values(body).every((messages) => Array.isArray(messages))).toBe(true)
    }
  })

  it('gives the count and one-decimal average for a user or a camper', async () => {
    const owned = await (await t.request(`/v4/reviews/stats/?target_id=${owner.id}`)).json()
    expect(owned).toMatchObject({ count: 13, average: Math.round(((6 * 5 + 6 * 4 + 1) / 13) * 10) / 10 })
    expect(await (await t.request(`/v4/reviews/stats/?camper_id=${camperId}`)).json()).toMatchObject({
      count: 12,
      average: 4.5,
    })
    expect(await (await t.request('/v4/reviews/stats/?camper_id=424242')).json()).toEqual({
      count: 0,
      average: 0,
      criteria: {
        rating: { count: 0, average: 0 },
        end_rating: { count: 0, average: 0 },
        target_rating: { count: 0, average: 0 },
      },
    })
    const missing = await t.request('/v4/reviews/stats/')
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ non_field_errors: ['Give target_id or camper_id.'] })
    expect((await t.request('/v4/reviews/stats/?target_id=x')).status).toBe(400)
  })
})
