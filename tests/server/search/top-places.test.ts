import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { places } from '../../../src/server/db/schema'
import { createUser } from '../support/accounts'
import { createCamper } from '../support/campers'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('GET /v4/geolocation/places/top/ on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
    const [france] = await t.db
      .insert(places)
      .values({
        slug: 'france',
        name: 'France',
        translatedNames: { de: 'Frankreich' },
        placeType: 'COUNTRY',
        countryCode: 'FR',
        latitude: 46,
        longitude: 2,
      })
      .returning()
    const [lyon, nice, paris] = await t.db
      .insert(places)
      .values([
        {
          slug: 'lyon',
          name: 'Lyon',
          placeType: 'LOC',
          parentId: france!.id,
          countryCode: 'FR',
          latitude: 45.75,
          longitude: 4.85,
          population: 500_000,
        },
        {
          slug: 'nice',
          name: 'Nice',
          translatedNames: { it: 'Nizza' },
          placeType: 'LOC',
          parentId: france!.id,
          countryCode: 'FR',
          latitude: 43.7,
          longitude: 7.27,
          population: 340_000,
        },
        {
          slug: 'paris',
          name: 'Paris',
          placeType: 'LOC',
          parentId: france!.id,
          countryCode: 'FR',
          latitude: 48.85,
          longitude: 2.35,
          population: 2_100_000,
        },
      ])
      .returning()
    const owner = await createUser(t)
    // Nice: three published campers; Lyon: two and a draft; Paris: only unpublished ones.
    for (let n = 0; n < 3; n++) await createCamper(t, owner.id, { placeId: nice!.id })
    for (let n = 0; n < 2; n++) await createCamper(t, owner.id, { placeId: lyon!.id })
    await createCamper(t, owner.id, { placeId: lyon!.id, status: 'created' })
    for (let n = 0; n < 4; n++) await createCamper(t, owner.id, { placeId: paris!.id, status: 'unpublished' })
  })
  afterAll(() => t.close())

  it('ranks places by published campers, with their country and a cover photo', async () => {
    const response = await t.request('/v4/geolocation/places/top/')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.results).toEqual([
      {
        slug: 'nice',
        name: 'Nice',
        country_code: 'FR',
        country: 'France',
        camper_count: 3,
        cover: { url: '/api/media/campers/4-1.svg' },
      },
      {
        slug: 'lyon',
        name: 'Lyon',
        country_code: 'FR',
        country: 'France',
        camper_count: 2,
        cover: { url: '/api/media/campers/4-1.svg' },
      },
    ])
  })

  it('names places in the reader’s language and honours the limit', async () => {
    const body = await (await t.request('/v4/geolocation/places/top/?limit=1&lang=it')).json()
    expect(body.results).toEqual([expect.objectContaining({ slug: 'nice', name: 'Nizza' })])
    const german = await (
      await t.request('/v4/geolocation/places/top/', { headers: { 'Accept-Language': 'de' } })
    ).json()
    expect(german.results[0].country).toBe('Frankreich')
  })

  it('answers 400 on a bad limit', async () => {
    for (const limit of ['0', '25', 'x']) {
      const response = await t.request(`/v4/geolocation/places/top/?limit=${limit}`)
      expect(response.status).toBe(400)
      expect((await response.json()).limit).toEqual([expect.any(String)])
    }
  })
})
