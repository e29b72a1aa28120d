import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, type App } from '../../../src/server/app'
import { places } from '../../../src/server/db/schema'
import { refreshCamperReviewStats } from '../../../src/server/services/reviews/camper-review-stats'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'
import { createUser } from '../support/accounts'
import { createCamper, createReview } from '../support/campers'

const indexHtml =
  '<!doctype html><html><head><title>Roam</title><script src="/app-config.js"></script></head><body><div id="root"></div></body></html>'

/** The application/ld+json scripts of a page, parsed. */
const structuredData = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  )
const canonicalOf = (page: string) => /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1]
const alternatesOf = (page: string) =>
  Object.fromEntries(
    [...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]),
  )

describe.each(TEST_DATABASES)('the status and search tags of the served page on %s', (kind) => {
  let webRoot: string
  let t: TestApp
  let app: App
  const get = (path: string, cookie = '') =>
    app.request(`https://www.roam.test${path}`, { headers: { Cookie: cookie } })

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'roam-web-'))
    writeFileSync(join(webRoot, 'index.html'), indexHtml)
    t = await createTestApp(kind)
    app = createApp({ db: t.db, env: t.env, webRoot })
    const [france] = await t.db
      .insert(places)
      .values({
        slug: 'france',
        name: 'France',
        translatedNames: { fr: 'France', de: 'Frankreich' },
        placeType: 'COUNTRY',
        countryCode: 'FR',
        latitude: 46,
        longitude: 2,
      })
      .returning()
    await t.db.insert(places).values({
      slug: 'annecy',
      name: 'Annecy',
      placeType: 'LOC',
      parentId: france!.id,
      countryCode: 'FR',
      latitude: 45.9,
      longitude: 6.12,
    })
  })
  afterAll(async () => {
    await t.close()
    rmSync(webRoot, { recursive: true, force: true })
  })

  it('answers 200 for the addresses the app knows, in every locale prefix, and 404 for the rest, with the same page', async () => {
    const known = [
      '/',
      '/fr',
      '/s?place=annecy',
      '/fr/s',
      '/campervan-hire',
      '/help/faq',
      '/fr-be/privacy/cookies',
      '/privacy',
      '/community',
      '/community/all-reviews',
      '/camper-type/van',
      '/camper-type/motorhome/4-seats',
      '/d/trips/12',
      '/d/campers/3/documents/4/upload',
      '/campers/1/request/2/summary',
      '/campers/1/payment/2',
      '/f/trip/3',
      '/f/trip/3/end',
      '/onboarding/step',
      '/staff/tester/booking',
      '/S',
    ]
    for (const path of known) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).toContain('<div id="root"></div>')
    }
    const unknown = [
      '/nowhere',
      '/fr/nowhere',
      '/xx/s',
      '/camper-type/truck',
      '/camper-type/van/9-seats',
      '/campers/abc',
      '/campers/1/request/2/nowhere',
      '/help/faq/more',
      '/favicon.png',
      '/campervan-hire/atlantis',
      '/fr/campervan-hire/atlantis',
    ]
    for (const path of unknown) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toContain('text/html')
      expect(await response.text(), path).toContain('<div id="root"></div>')
    }
  })

  it('knows prefixed addresses as unknown when the address never carries the locale', async () => {
    const noPrefix = createApp({ db: t.db, env: { ...t.env, LOCALE_STRATEGY: 'no_prefix' }, webRoot })
    expect((await noPrefix.request('/s')).status).toBe(200)
    expect((await noPrefix.request('/fr/s')).status).toBe(404)
  })

  it('answers 404 for a listing that does not exist or is not published, and 410 for a deleted one', async () => {
    const owner = await createUser(t)
    const draft = await createCamper(t, owner.id, { status: 'unpublished_owner' })
    const deleted = await createCamper(t, owner.id, { status: 'deleted_owner' })
    const published = await createCamper(t, owner.id)
    expect((await get('/campers/99999999')).status).toBe(404)
    expect((await get(`/fr/campers/${draft.id}`)).status).toBe(404)
    expect((await get(`/campers/${deleted.id}`)).status).toBe(410)
    expect((await get(`/campers/${published.id}`)).status).toBe(200)
    // A signed-in visitor may be the owner, whom the app shows an unpublished listing.
    expect((await get(`/campers/${draft.id}`, 'logged_in=true')).status).toBe(200)
    expect((await get(`/campers/${deleted.id}`, 'logged_in=true')).status).toBe(410)
    const gone = await (await get(`/campers/${deleted.id}`)).text()
    expect(gone).toContain('<div id="root"></div>')
    expect(structuredData(gone)).toEqual([])
    expect(canonicalOf(gone)).toBeUndefined()
  })

  it("gives a listing its canonical address, its alternates and its offer with the API's price and rating", async () => {
    const owner = await createUser(t)
    const guest = await createUser(t)
    const camper = await createCamper(t, owner.id, { title: 'Alpine </script><script>alert(1)</script> van' })
    for (const rating of [5, 4])
      await createReview(t, {
        camperId: camper.id,
        authorId: guest.id,
        targetId: owner.id,
        authorType: 'guest',
        rating,
        publishedDate: new Date('2026-01-10T08:00:00Z'),
      })
    await refreshCamperReviewStats(t.db, [camper.id])
    const api = await (await t.request(`/3/products/${camper.id}/`)).json()
    expect(api.review_count).toBe(2)

    const page = await (await get(`/fr/campers/${camper.id}/?utm_source=mail`)).text()
    expect(page).not.toContain('<script>alert(1)')
    expect(canonicalOf(page)).toBe(`https://www.roam.test/fr/campers/${camper.id}`)
    const alternates = alternatesOf(page)
    expect(Object.keys(alternates)).toHaveLength(18)
    expect(alternates['en-US']).toBe(`https://www.roam.test/campers/${camper.id}`)
    expect(alternates['fr-BE']).toBe(`https://www.roam.test/fr-be/campers/${camper.id}`)
    expect(alternates['x-default']).toBe(`https://www.roam.test/campers/${camper.id}`)

    const [product, ...others] = structuredData(page)
    expect(others).toEqual([])
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['Product', 'Vehicle'],
      name: api.title,
      url: `https://www.roam.test/fr/campers/${camper.id}`,
      image: ['https://www.roam.test/api/media/campers/4-1.svg', 'https://www.roam.test/api/media/campers/4-2.svg'],
      brand: { '@type': 'Brand', name: 'Volkswagen' },
      offers: {
        '@type': 'Offer',
        price: api.price_per_day,
        priceCurrency: api.currency,
        priceSpecification: { '@type': 'UnitPriceSpecification', price: api.price_per_day, unitCode: 'DAY' },
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: api.review_average,
        reviewCount: api.review_count,
        bestRating: 5,
      },
    })
    expect(product!.offers).toMatchObject({ price: '85.50', priceCurrency: 'EUR' })
    expect((product!.aggregateRating as { ratingValue: number }).ratingValue).toBe(4.5)
  })

  it('claims no rating for a listing without reviews', async () => {
    const owner = await createUser(t)
    const camper = await createCamper(t, owner.id)
    const [product] = structuredData(await (await get(`/campers/${camper.id}`)).text())
    expect(product).toHaveProperty('offers')
    expect(product).not.toHaveProperty('aggregateRating')
  })

  it('gives a place its canonical address, alternates, Open Graph tags and breadcrumbs from the country down', async () => {
    const response = await get('/de/campervan-hire/annecy')
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(canonicalOf(page)).toBe('https://www.roam.test/de/campervan-hire/annecy')
    expect(alternatesOf(page)['fr']).toBe('https://www.roam.test/fr/campervan-hire/annecy')
    expect(page).toContain('<meta property="og:title" content="Annecy · Roam" data-served-head>')
    expect(page).toContain(
      '<meta property="og:url" content="https://www.roam.test/de/campervan-hire/annecy" data-served-head>',
    )
    expect(structuredData(page)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            name: 'Frankreich',
            item: 'https://www.roam.test/de/campervan-hire/france',
          },
          { '@type': 'ListItem', position: 2, name: 'Annecy', item: 'https://www.roam.test/de/campervan-hire/annecy' },
        ],
      },
    ])
    // A loose slug: the app goes on to the place's own address.
    expect((await get('/campervan-hire/annecy-france')).status).toBe(200)
  })
})
