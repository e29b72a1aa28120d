import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../support/accounts'
import { createCamper, createReview } from '../support/campers'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('GET /v4/reviews/stats/ criteria on %s', (kind) => {
  let t: TestApp
  let camperId: number
  let ownerId: number
  beforeAll(async () => {
    t = await createTestApp(kind)
    const owner = await createUser(t, { firstName: 'Olga' })
    const guest = await createUser(t, { firstName: 'Gus' })
    ownerId = owner.id
    camperId = (await createCamper(t, owner.id)).id
    const published = new Date(Date.UTC(2025, 0, 1))
    const guestReview = { camperId, authorId: guest.id, targetId: owner.id, authorType: 'guest' as const }
    await createReview(t, {
      ...guestReview,
      bookingId: 1,
      rating: 5,
      endRating: 4,
      targetRating: 5,
      publishedDate: published,
    })
    await createReview(t, {
      ...guestReview,
      bookingId: 2,
      rating: 4,
      endRating: 3,
      targetRating: 4,
      publishedDate: published,
    })
    // Written before the end and host criteria were asked: it counts for the trip only.
    await createReview(t, { ...guestReview, bookingId: 3, rating: 3, publishedDate: published })
    // Unpublished: counts nowhere.
    await createReview(t, {
      ...guestReview,
      bookingId: 4,
      rating: 1,
      endRating: 1,
      targetRating: 1,
      publishedDate: null,
    })
    // The owner's review of the guest is not one of the camper's.
    await createReview(t, {
      camperId,
      authorId: owner.id,
      targetId: guest.id,
      authorType: 'owner',
      bookingId: 1,
      rating: 1,
      endRating: 1,
      targetRating: 1,
      publishedDate: published,
    })
  })
  afterAll(() => t.close())

  it('gives the count and one-decimal average of each criterion of a camper’s published guest reviews', async () => {
    const response = await t.request(`/v4/reviews/stats/?camper_id=${camperId}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      count: 3,
      average: 4,
      criteria: {
        rating: { count: 3, average: 4 },
        end_rating: { count: 2, average: 3.5 },
        target_rating: { count: 2, average: 4.5 },
      },
    })
  })

  it('gives the criteria of the reviews about a user', async () => {
    const body = await (await t.request(`/v4/reviews/stats/?target_id=${ownerId}`)).json()
    expect(body.criteria.target_rating).toEqual({ count: 2, average: 4.5 })
  })
})
