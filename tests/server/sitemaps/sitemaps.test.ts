import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, type App } from '../../../src/server/app'
import { campers, listingStatusHistory, places } from '../../../src/server/db/schema'
import { SITEMAP_PAGE_ITEMS } from '../../../src/server/services/sitemaps/sitemap-entries'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'
import { createUser } from '../support/accounts'
import { createCamper, createReview } from '../support/campers'

const ORIGIN = 'https://www.roam.test'

/** Each <url> of a sitemap file: its address, lastmod and alternates by hreflang. */
function urlsOf(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)?.[1],
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body!)?.[1],
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [
        match[1],
        match[2],
      ]),
    ),
  }))
}

describe.each(TEST_DATABASES)('robots.txt and the sitemaps on %s', (kind) => {
  let t: TestApp
  let app: App
  const get = (path: string) => app.request(`${ORIGIN}${path}`)
  const sitemap = async (path: string) => {
    const response = await get(path)
    expect(response.status, path).toBe(200)
    expect(response.headers.get('content-type'), path).toBe('application/xml; charset=utf-8')
    return response.text()
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    app = t.app
  })
  afterAll(async () => {
    await t.close()
  })

  it('keeps crawlers out of the dashboard, the funnel, staff and sandbox areas in every locale, and names the sitemap', async () => {
    const response = await get('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=UTF-8')
    const lines = (await response.text()).split('\n')
    expect(lines[0]).toBe('User-agent: *')
    for (const prefix of ['', '/fr', '/de-ch', '/en-us'])
      for (const area of ['/d/', '/staff', '/campers/*/request/', '/campers/*/instant-request/', '/campers/*/payment/'])
        expect(lines, `${prefix}${area}`).toContain(`Disallow: ${prefix}${area}`)
    expect(lines).toContain('Disallow: /sandbox/')
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    // The API stays open: crawlers that run the app need its answers.
    expect(lines.filter((line) => /Disallow: \/(3|v4|api)\//.test(line))).toEqual([])

    const noPrefix = createApp({ db: t.db, env: { ...t.env, LOCALE_STRATEGY: 'no_prefix' } })
    const single = await (await noPrefix.request('/robots.txt')).text()
    expect(single).toContain('Disallow: /d/')
    expect(single).not.toContain('Disallow: /fr/')
  })

  it('lists every published listing in every locale, with its alternates and the date it last changed', async () => {
    const owner = await createUser(t)
    const guest = await createUser(t)
    const listed = await createCamper(t, owner.id, { publishedAt: new Date('2026-02-01T09:00:00Z') })
    const reviewed = await createCamper(t, owner.id, { publishedAt: new Date('2026-02-01T09:00:00Z') })
    await createReview(t, {
      camperId: reviewed.id,
      authorId: guest.id,
      targetId: owner.id,
      authorType: 'guest',
      rating: 5,
      publishedDate: new Date('2026-03-04T05:06:07Z'),
    })
    const republished = await createCamper(t, owner.id, { publishedAt: new Date('2025-01-01T00:00:00Z') })
    await t.db.insert(listingStatusHistory).values({
      camperId: republished.id,
      fromStatus: 'unpublished_owner',
      toStatus: 'bookable',
      event: 'publish',
      at: new Date('2026-04-01T12:00:00Z'),
    })
    const draft = await createCamper(t, owner.id, { status: 'to_moderate', publishedAt: null })
    const hidden = await createCamper(t, owner.id, { status: 'unpublished' })
    const deleted = await createCamper(t, owner.id, { status: 'deleted' })

    const index = await sitemap('/sitemap.xml')
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(files).toEqual([
      `${ORIGIN}/sitemaps/listings-1.xml`,
      `${ORIGIN}/sitemaps/places-1.xml`,
      `${ORIGIN}/sitemaps/camper-types-1.xml`,
      `${ORIGIN}/sitemaps/pages-1.xml`,
    ])

    const urls = urlsOf(await sitemap('/sitemaps/listings-1.xml'))
    const of = (id: number) => urls.filter((url) => new RegExp(`/campers/${id}$`).test(url.loc!))
    expect(of(listed.id)).toHaveLength(17)
    for (const gone of [draft, hidden, deleted]) expect(of(gone.id)).toEqual([])
    const french = of(listed.id).find((url) => url.loc === `${ORIGIN}/fr/campers/${listed.id}`)!
    expect(of(listed.id).map((url) => url.loc)).toContain(`${ORIGIN}/campers/${listed.id}`)
    expect(french.lastmod).toBe('2026-02-01T09:00:00.000Z')
    expect(Object.keys(french.alternates)).toHaveLength(18)
    expect(french.alternates['x-default']).toBe(`${ORIGIN}/campers/${listed.id}`)
    expect(french.alternates['pt-PT']).toBe(`${ORIGIN}/pt-pt/campers/${listed.id}`)
    expect(of(reviewed.id)[0]!.lastmod).toBe('2026-03-04T05:06:07.000Z')
    expect(of(republished.id)[0]!.lastmod).toBe('2026-04-01T12:00:00.000Z')
  })

  it('pages a family past its file size, by id, and answers 404 past the last file', async () => {
    const owner = await createUser(t)
    const existing = urlsOf(await sitemap('/sitemaps/listings-1.xml')).length / 17
    const [template] = await t.db.select().from(campers).limit(1)
    const { id: _id, ...columns } = template!
    await t.db.insert(campers).values(
      Array.from({ length: SITEMAP_PAGE_ITEMS + 1 - existing }, (_, index) => ({
        ...columns,
        ownerId: owner.id,
        title: `Van ${index}`,
      })),
    )
    const index = await sitemap('/sitemap.xml')
    expect(index).toContain(`${ORIGIN}/sitemaps/listings-2.xml`)
    expect(index).not.toContain(`${ORIGIN}/sitemaps/listings-3.xml`)
    expect(urlsOf(await sitemap('/sitemaps/listings-1.xml'))).toHaveLength(SITEMAP_PAGE_ITEMS * 17)
    expect(urlsOf(await sitemap('/sitemaps/listings-2.xml'))).toHaveLength(17)
    for (const missing of ['/sitemaps/listings-3.xml', '/sitemaps/listings-0.xml', '/sitemaps/users-1.xml'])
      expect((await get(missing)).status, missing).toBe(404)
  })

  it('lists every place, camper type and site page in every locale', async () => {
    const owner = await createUser(t)
    const [paris] = await t.db
      .insert(places)
      .values({ slug: 'paris', name: 'Paris', placeType: 'LOC', countryCode: 'FR', latitude: 48.85, longitude: 2.35 })
      .returning()
    await t.db
      .insert(places)
      .values({ slug: 'brest', name: 'Brest', placeType: 'LOC', countryCode: 'FR', latitude: 48.4, longitude: -4.5 })
    await createCamper(t, owner.id, { placeId: paris!.id, publishedAt: new Date('2026-05-05T05:05:05Z') })

    const placeUrls = urlsOf(await sitemap('/sitemaps/places-1.xml'))
    expect(placeUrls.filter((url) => url.loc!.endsWith('/campervan-hire/paris'))).toHaveLength(17)
    expect(placeUrls.find((url) => url.loc === `${ORIGIN}/de/campervan-hire/paris`)!.lastmod).toBe(
      '2026-05-05T05:05:05.000Z',
    )
    expect(placeUrls.find((url) => url.loc === `${ORIGIN}/campervan-hire/brest`)!.lastmod).toBeUndefined()

    const types = urlsOf(await sitemap('/sitemaps/camper-types-1.xml')).map((url) => url.loc)
    for (const path of ['/camper-type/motorhome', '/camper-type/campervan', '/camper-type/van/4-seats'])
      expect(types).toContain(`${ORIGIN}/it${path}`)
    expect(types).toHaveLength(3 * 6 * 17)

    const pages = urlsOf(await sitemap('/sitemaps/pages-1.xml')).map((url) => url.loc)
    for (const path of ['', '/how-roam-works', '/privacy/cookies', '/help/faq', '/community/all-reviews'])
      expect(pages).toContain(`${ORIGIN}/nl${path}`)
    expect(pages).toContain(`${ORIGIN}/`)
    // Only addresses that answer a page: no redirects, no search results.
    expect(pages).not.toContain(`${ORIGIN}/privacy`)
    expect(pages).not.toContain(`${ORIGIN}/s`)
  })
})

describe('the favicon and the web app manifest', () => {
  let webRoot: string
  let t: TestApp
  const publicDir = 'src/web/public'

  beforeAll(async () => {
    // The files the build copies from src/web/public, as dist/web holds them.
    webRoot = mkdtempSync(join(tmpdir(), 'roam-web-'))
    writeFileSync(join(webRoot, 'index.html'), readFileSync('src/web/index.html'))
    for (const file of [
      'favicon.ico',
      'favicon.svg',
      'manifest.webmanifest',
      'icon-192.png',
      'icon-512.png',
      'icon-maskable-512.png',
    ])
      copyFileSync(join(publicDir, file), join(webRoot, file))
    t = await createTestApp('pglite')
  })
  afterAll(async () => {
    await t.close()
    rmSync(webRoot, { recursive: true, force: true })
  })

  it('serves them with their types, and the page links them', async () => {
    const app = createApp({ db: t.db, env: t.env, webRoot })
    const icon = await app.request('/favicon.ico')
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toBe('image/x-icon')
    const bytes = Buffer.from(await icon.arrayBuffer())
    // An ICO header: reserved 0, type 1 (icon), then its images.
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1])
    expect(bytes.readUInt16LE(4)).toBeGreaterThan(0)

    const response = await app.request('/manifest.webmanifest')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/manifest+json')
    const manifest = await response.json()
    expect(manifest).toMatchObject({ name: expect.any(String), start_url: '/', display: 'standalone' })
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/)
    for (const icon of manifest.icons as Array<{ src: string; type: string }>) {
      const file = await app.request(icon.src)
      expect(file.status, icon.src).toBe(200)
      expect(file.headers.get('content-type')?.split(';')[0], icon.src).toBe(icon.type)
    }
    expect((manifest.icons as Array<{ sizes: string }>).map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    )

    const page = await (await app.request('/')).text()
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest" />')
    expect(page).toContain('<link rel="icon" href="/favicon.ico"')
  })
})
