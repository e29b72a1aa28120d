import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoData } from '../../../src/server/db/seed/seed'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('places on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
    await seedDemoData(t.db)
  }, 120_000)
  afterAll(() => t.close())

  const suggest = async (query: string) => {
    const response = await t.request(`/3/search_locations/?${query}`)
    expect(response.status).toBe(200)
    return (await response.json()).results as Array<{ slug: string; name: string; label: string; place_type: string }>
  }

  it('autocompletes by prefix, ignoring case and accents', async () => {
    const lyo = await suggest('q=lyo')
    expect(lyo[0]).toEqual({
      slug: 'lyon',
      name: 'Lyon',
      place_type: 'LOC',
      country_code: 'FR',
      latitude: expect.closeTo(45.75, 1),
      longitude: expect.closeTo(4.85, 1),
      label: 'Lyon, Auvergne-Rhône-Alpes, France',
    })
    expect((await suggest('q=ZURICH')).map((place) => place.slug)).toContain('zurich')
    expect((await suggest('q=Zür')).map((place) => place.slug)).toContain('zurich')
    expect(await suggest('q=')).toEqual([])
    expect(await suggest('q=%25')).toEqual([])
  })

  it('matches translated names and answers in the requested language', async () => {
    const munchen = await suggest('q=munchen&lang=de')
    expect(munchen[0]).toMatchObject({ slug: 'munich', name: 'München' })
    expect(munchen[0]!.label).toContain('Bayern')
    expect((await suggest('q=munich&lang=en'))[0]).toMatchObject({ slug: 'munich', name: 'Munich' })
  })

  it('answers at most 10, the most populous first, countries included', async () => {
    const many = await suggest('q=s')
    expect(many.length).toBeLessThanOrEqual(10)
    const countries = await suggest('q=fr')
    expect(countries[0]).toMatchObject({ slug: 'france', place_type: 'COUNTRY' })
  })

  it('describes a place by slug or by the nearest town to a point', async () => {
    const bySlug = await t.request('/3/info_location/?slug=lyon')
    expect(bySlug.status).toBe(200)
    expect(await bySlug.json()).toEqual({
      slug: 'lyon',
      name: 'Lyon',
      street: null,
      zipcode: null,
      city: 'Lyon',
      country: 'France',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    })
    const byPoint = await (await t.request('/3/info_location/?latitude=45.76&longitude=4.9&lang=fr')).json()
    expect(byPoint).toMatchObject({ slug: 'lyon', city: 'Lyon', country: 'France', latitude: 45.76, longitude: 4.9 })
    const region = await (await t.request('/3/info_location/?slug=bavaria&lang=de')).json()
    expect(region).toMatchObject({ name: 'Bayern', city: null, country: 'Deutschland' })
    expect((await t.request('/3/info_location/?slug=atlantis')).status).toBe(404)
    const missing = await t.request('/3/info_location/')
    expect(missing.status).toBe(400)
    expect(await missing.json()).toHaveProperty('latitude')
  })

  it('lists places by name prefix, paginated', async () => {
    const page = await (await t.request('/v4/geolocation/places/?search=ly&page_size=1')).json()
    expect(page.count).toBeGreaterThanOrEqual(1)
    expect(page.results[0]).toMatchObject({ slug: 'lyon', place_type: 'LOC', population: expect.any(Number) })
    const all = await (await t.request('/v4/geolocation/places/?page_size=5')).json()
    expect(all.results).toHaveLength(5)
    expect(all.next).toContain('page=2')
    const past = await t.request('/v4/geolocation/places/?search=ly&page=99')
    expect(past.status).toBe(404)
    expect(await past.json()).toEqual({ detail: 'Invalid page.', code: 'invalid_page' })
    expect((await t.request('/v4/geolocation/places/?page_size=0')).status).toBe(400)
  })

  it('gives a place with its ancestors from the country down and its nearest towns', async () => {
    const response = await t.request('/v4/geolocation/places/lyon/')
    expect(response.status).toBe(200)
    const lyon = await response.json()
    expect(lyon).toMatchObject({ slug: 'lyon', name: 'Lyon', place_type: 'LOC' })
    expect(lyon.ancestors).toEqual([
      { slug: 'france', name: 'France', place_type: 'COUNTRY' },
      { slug: 'auvergne-rhone-alpes', name: 'Auvergne-Rhône-Alpes', place_type: 'LVL1' },
    ])
    expect(lyon.nearby).toHaveLength(5)
    expect(lyon.nearby.map((near: { slug: string }) => near.slug)).not.toContain('lyon')
    const distances = lyon.nearby.map((near: { distance_km: number }) => near.distance_km)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    const country = await (await t.request('/v4/geolocation/places/france/')).json()
    expect(country.ancestors).toEqual([])
  })

  it('answers 404 invalid_place for an unknown slug and 406 with the canonical slug for a loose one', async () => {
    const unknown = await t.request('/v4/geolocation/places/atlantis/')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'invalid_place' })
    for (const loose of ['Lyon', 'lyon-france', 'LYON']) {
      const response = await t.request(`/v4/geolocation/places/${loose}/`)
      expect(response.status, loose).toBe(406)
      expect(await response.json()).toEqual({ detail: 'Use the canonical slug.', slug: 'lyon' })
    }
    const accented = await t.request(`/v4/geolocation/places/${encodeURIComponent('Zürich')}/`)
    expect(accented.status).toBe(406)
    expect(await accented.json()).toMatchObject({ slug: 'zurich' })
  })
})
