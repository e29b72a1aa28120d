import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../support/accounts'
import { createCamper, createReview } from '../support/campers'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

type Listed = {
  id: number
  rating: number
  author_type: string
  photo: { url: string } | null
  camper_id: number
  camper_title: string
  published_date: string
}

describe.each(TEST_DATABASES)('GET /v4/reviews/ without a target: the community feed on %s', (kind) => {
  let t: TestApp
  let vanId: number
  let motorhomeId: number
  beforeAll(async () => {
    t = await createTestApp(kind)
    const owner = await createUser(t, { firstName: 'Olga' })
    const guest = await createUser(t, { firstName: 'Gus' })
    vanId = (await createCamper(t, owner.id, { title: 'Little van', vehicleType: 5 })).id
    motorhomeId = (await createCamper(t, owner.id, { title: 'Big motorhome', vehicleType: 2 })).id
    // 13 published guest reviews over two campers, four of them with a photo; an owner review; an unpublished one.
    for (let n = 0; n < 13; n++) {
      await createReview(t, {
        camperId: n % 2 === 0 ? vanId : motorhomeId,
        authorId: guest.id,
        targetId: owner.id,
        authorType: 'guest',
        rating: (n % 5) + 1,
        publishedDate: new Date(Date.UTC(2025, 2, n + 1)),
        photoUrl: n % 3 === 0 ? `/api/media/campers/5-${(n % 8) + 1}.svg` : null,
      })
    }
    await createReview(t, {
      camperId: vanId,
      authorId: owner.id,
      targetId: guest.id,
      authorType: 'owner',
      rating: 5,
      publishedDate: new Date(Date.UTC(2025, 5, 1)),
    })
    await createReview(t, {
      camperId: vanId,
      authorId: guest.id,
      targetId: owner.id,
      authorType: 'guest',
      rating: 5,
      publishedDate: null,
      photoUrl: '/api/media/campers/5-1.svg',
    })
  })
  afterAll(() => t.close())

  const list = async (query: string) => {
    const response = await t.request(`/v4/reviews/${query}`)
    expect(response.status).toBe(200)
    return (await response.json()) as { count: number; next: string | null; previous: string | null; results: Listed[] }
  }

  it('lists every published guest review of the marketplace, newest first, ten to a page', async () => {
    const first = await list('')
    expect(first.count).toBe(13)
    expect(first.results).toHaveLength(10)
    expect(first.results.every((review) => review.author_type === 'guest')).toBe(true)
    expect(first.results[0]).toMatchObject({
      published_date: '2025-03-13T00:00:00.000Z',
      camper_id: vanId,
      camper_title: 'Little van',
      photo: { url: '/api/media/campers/5-5.svg' },
    })
    expect(first.results[1]).toMatchObject({ camper_id: motorhomeId, camper_title: 'Big motorhome', photo: null })
    const dates = first.results.map((review) => review.published_date)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(first.next).toContain('page=2')
    const second = await list('?page=2')
    expect(second.results).toHaveLength(3)
    expect(second.next).toBeNull()
    expect((await list('?author_type=guest')).count).toBe(13)
  })

  it('keeps only reviews with a photo when asked', async () => {
    const photos = await list('?with_photos=true&page_size=50')
    // n = 0, 3, 6, 9, 12 carry one; the unpublished review's photo stays hidden.
    expect(photos.count).toBe(5)
    expect(photos.results.every((review) => review.photo !== null && review.photo.url.startsWith('/api/media/'))).toBe(
      true,
    )
    expect((await list('?with_photos=false')).count).toBe(13)
  })

  it('keeps only reviews rated at least min_rating', async () => {
    const good = await list('?min_rating=4&page_size=50')
    expect(good.results.length).toBeGreaterThan(0)
    expect(good.results.every((review) => review.rating >= 4)).toBe(true)
    // Ratings cycle 1..5 over n = 0..12: rated 4 or 5 at n = 3, 4, 8, 9.
    expect(good.count).toBe(4)
    // Combines with the camper filter.
    expect(
      (await list(`?camper_id=${vanId}&author_type=guest&with_photos=true`)).results.every(
        (review) => review.camper_id === vanId,
      ),
    ).toBe(true)
  })

  it('answers the invalid_page 404 past the last page', async () => {
    const response = await t.request('/v4/reviews/?page=3')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'Invalid page.', code: 'invalid_page' })
    expect((await t.request('/v4/reviews/?with_photos=true&page=2')).status).toBe(404)
  })

  it('answers 400 with field messages on bad filters', async () => {
    for (const [query, field] of [
      ['with_photos=yes', 'with_photos'],
      ['min_rating=6', 'min_rating'],
      ['min_rating=0', 'min_rating'],
      ['min_rating=x', 'min_rating'],
      ['author_type=owner', 'author_type'],
      ['page=0', 'page'],
    ] as const) {
      const response = await t.request(`/v4/reviews/?${query}`)
      expect(response.status, query).toBe(400)
      const body = await response.json()
      expect(body[field], query).toEqual([expect.any(String)])
    }
  })
})
