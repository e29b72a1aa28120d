import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { camperPhotos, places } from '../../../src/server/db/schema'
import { refreshCamperReviewStats } from '../../../src/server/services/reviews/camper-review-stats'
import { AMENITY_CATEGORIES } from '../../../src/domain/camper-amenities'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper, createReview } from '../support/campers'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('GET /3/products/{id}/ on %s', (kind) => {
  let t: TestApp
  let owner: Awaited<ReturnType<typeof createUser>>
  let camper: Awaited<ReturnType<typeof createCamper>>
  beforeAll(async () => {
    t = await createTestApp(kind)
    owner = await createUser(t, { firstName: 'Camille', languages: ['fr', 'en'], phoneVerified: true, isPro: false })
    camper = await createCamper(t, owner.id)
    // Ten five-star guest reviews about the owner make an ambassador (and a best owner).
    for (let n = 0; n < 10; n++) {
      const guest = await createUser(t)
      await createReview(t, {
        camperId: camper.id,
        authorId: guest.id,
        targetId: owner.id,
        authorType: 'guest',
        rating: 5,
        publishedDate: new Date(Date.UTC(2025, 4, n + 1)),
      })
    }
    await refreshCamperReviewStats(t.db, [camper.id])
  })
  afterAll(() => t.close())

  it('answers the full listing with decimals, hours, three-way policies and the owner', async () => {
    const response = await t.request(`/3/products/${camper.id}/`)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({
      id: camper.id,
      title: 'VW California near Lyon',
      vehicle_type: 4,
      brand: 'Volkswagen',
      model: 'California',
      year: 2019,
      seats: 4,
      beds: 4,
      price_per_day: '85.50',
      currency: 'EUR',
      hour_from: 14,
      hour_to: 10,
      pets_allowed: true,
      smoking_allowed: false,
      abroad_allowed: null,
      deposit_amount: '1500.00',
      deposit_mean: 'card,cash,bitcoin',
      vehicle_owner_language_spoke: ['fr', 'en'],
      published_at: '2025-03-01T10:00:00.000Z',
      is_ambassador: true,
      review_average: 5,
      review_count: 10,
      min_days: 1,
      max_months_future_rental: 12,
      photos: [
        { url: '/api/media/campers/4-1.svg', position: 0 },
        { url: '/api/media/campers/4-2.svg', position: 1 },
      ],
      owner: {
        id: owner.id,
        first_name: 'Camille',
        profile_picture: { url: null },
        is_pro: false,
        is_best_owner: true,
        is_verified: true,
        languages: ['fr', 'en'],
      },
      place: null,
      location: { city: 'Lyon', country_code: 'FR', latitude: 45.75, longitude: 4.85 },
      status: 'bookable',
    })
    expect(Object.keys(body.equipments)).toEqual([...AMENITY_CATEGORIES])
    // A camper whose owner ticked nothing shows no equipment: nothing is made up.
    expect(Object.values(body.equipments).flat()).toEqual([])
    // The same from one call to the next.
    expect(await (await t.request(`/3/products/${camper.id}/`)).json()).toEqual(body)
  })

  it('gives no badge to an owner without reviews, and names the camper’s place', async () => {
    const newcomer = await createUser(t)
    const [annecy] = await t.db
      .insert(places)
      .values({ slug: 'annecy', name: 'Annecy', placeType: 'LOC', countryCode: 'FR', latitude: 45.9, longitude: 6.13 })
      .returning()
    const fresh = await createCamper(t, newcomer.id, { hourFrom: 'morning', status: 'published', placeId: annecy!.id })
    await t.db.delete(camperPhotos).where(eq(camperPhotos.camperId, fresh.id))
    const body = await (await t.request(`/3/products/${fresh.id}/`)).json()
    expect(body).toMatchObject({
      is_ambassador: false,
      review_average: null,
      review_count: 0,
      hour_from: null,
      owner: { is_best_owner: false },
    })
    expect(body.place).toEqual({ slug: 'annecy', name: 'Annecy', country_code: 'FR' })
    expect(body.photos).toEqual([])
  })

  it('answers 404 not_found for an unknown id', async () => {
    const response = await t.request('/3/products/999999/')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'Not found.', code: 'not_found' })
    expect((await t.request('/3/products/99999999999999/')).status).toBe(404)
  })

  it('answers 404 id_not_a_number for /3/products/NaN/', async () => {
    for (const id of ['NaN', '12abc', '-3']) {
      const response = await t.request(`/3/products/${id}/`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ detail: 'Not found.', code: 'id_not_a_number' })
    }
  })

  it('answers 410 deleted for both kinds of removal', async () => {
    for (const status of ['deleted', 'deleted_owner'] as const) {
      const gone = await createCamper(t, owner.id, { status })
      const response = await t.request(`/3/products/${gone.id}/`)
      expect(response.status).toBe(410)
      expect(await response.json()).toEqual({ detail: 'This camper has been deleted.', code: 'deleted' })
    }
  })

  it('hides an unpublished camper from the public and other users, not from its owner or staff', async () => {
    const hidden = await createCamper(t, owner.id, { status: 'unpublished_owner' })
    const anonymous = await t.request(`/3/products/${hidden.id}/`)
    expect(anonymous.status).toBe(404)
    expect(await anonymous.json()).toEqual({ detail: 'Not found.', code: 'not_found' })

    const stranger = await createUser(t)
    expect(
      (await t.request(`/3/products/${hidden.id}/`, { token: (await tokensFor(t, stranger.email)).access_token }))
        .status,
    ).toBe(404)

    const own = await t.request(`/3/products/${hidden.id}/`, { token: (await tokensFor(t, owner.email)).access_token })
    expect(own.status).toBe(200)
    expect((await own.json()).status).toBe('unpublished_owner')

    const staff = await createUser(t, { isStaff: true })
    expect(
      (await t.request(`/3/products/${hidden.id}/`, { token: (await tokensFor(t, staff.email)).access_token })).status,
    ).toBe(200)
  })
})
