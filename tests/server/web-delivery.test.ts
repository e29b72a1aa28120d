import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, gzipSync, brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, type App } from '../../src/server/app'
import { defaultEnv } from '../../src/server/env'
import { eq } from 'drizzle-orm'
import { camperPhotos, campers } from '../../src/server/db/schema'
import { flushListingStats } from '../../src/server/services/listings/listing-stats'
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from './support/test-app'
import { createUser } from './support/accounts'
import { createCamper } from './support/campers'

// A built web app in miniature: what vite build writes, including the .br/.gz the precompress plugin adds.
const script = `export const hello = ${JSON.stringify('roam '.repeat(500))}\n`
const indexHtml = `<!doctype html><html><head><title>Roam</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`

describe('delivery of the built web app', () => {
  let webRoot: string
  let database: TestDatabase
  let app: App
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'roam-web-'))
    mkdirSync(join(webRoot, 'assets'))
    writeFileSync(join(webRoot, 'index.html'), indexHtml)
    writeFileSync(join(webRoot, 'latest.json'), JSON.stringify({ id: 'build-1' }))
    writeFileSync(join(webRoot, 'assets/index-Ab12Cd34.js'), script)
    writeFileSync(join(webRoot, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(script))
    writeFileSync(join(webRoot, 'assets/index-Ab12Cd34.js.gz'), gzipSync(script))
    database = await openTestDatabase('pglite')
    app = createApp({ db: database.handle.db, env: defaultEnv(), webRoot })
  })
  afterAll(async () => {
    await database.close()
    rmSync(webRoot, { recursive: true, force: true })
  })

  it('sends hashed assets precompressed, brotli first, cached for a year', async () => {
    const brotli = await app.request('/assets/index-Ab12Cd34.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    })
    expect(brotli.status).toBe(200)
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding')
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(script)

    const gzip = await app.request('/assets/index-Ab12Cd34.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script)

    const missing = await app.request('/assets/index-Gone0000.js')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).not.toContain('immutable')

    const identity = await app.request('/assets/index-Ab12Cd34.js')
    expect(identity.headers.get('content-encoding')).toBeNull()
    expect(await identity.text()).toBe(script)
  })

  it('gzips the page on the fly and lets browsers revalidate it and the unhashed files', async () => {
    for (const path of ['/', '/s', '/campers/12']) {
      const page = await app.request(path, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(page.headers.get('content-encoding'), path).toBe('gzip')
      expect(page.headers.get('cache-control'), path).toBe('no-cache')
      expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString(), path).toBe(indexHtml)
    }
    const manifest = await app.request('/latest.json')
    expect(manifest.headers.get('cache-control')).toBe('no-cache')
    expect(await manifest.json()).toEqual({ id: 'build-1' })
  })

  it('gzips API answers for clients that accept it', async () => {
    const response = await app.request('/openapi.json', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).openapi).toBe('3.1.0')
  })
})

describe('preload hints of the page a visit lands on', () => {
  let webRoot: string
  let database: TestDatabase
  const manifest = {
    'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_framework-F1.js'] },
    '_framework-F1.js': { file: 'assets/framework-F1.js' },
    '_format-G1.js': { file: 'assets/format-G1.js', imports: ['_framework-F1.js'] },
    'features/home/pages/home-page.tsx': {
      file: 'assets/home-page-H1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_format-G1.js'],
      css: ['assets/home-page-H1.css'],
    },
    'features/listing/pages/listing-page.tsx': {
      file: 'assets/listing-page-L1.js',
      isDynamicEntry: true,
      imports: ['_format-G1.js'],
    },
    '../../locales/en-us/messages.po': { file: 'assets/messages-EN.js', isDynamicEntry: true },
    '../../locales/fr/messages.po': { file: 'assets/messages-FR.js', isDynamicEntry: true },
  }
  const hints = async (app: App, path: string) =>
    [
      ...(await (await app.request(path)).text()).matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g),
    ].map((match) => match[1])

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'roam-web-'))
    mkdirSync(join(webRoot, '.vite'))
    writeFileSync(join(webRoot, 'index.html'), indexHtml)
    writeFileSync(join(webRoot, '.vite/manifest.json'), JSON.stringify(manifest))
    database = await openTestDatabase('pglite')
  })
  afterAll(async () => {
    await database.close()
    rmSync(webRoot, { recursive: true, force: true })
  })

  it('preloads the catalogue of the address locale and the page chunk with its imports, not what the entry already loads', async () => {
    const app = createApp({ db: database.handle.db, env: defaultEnv(), webRoot })
    expect(await hints(app, '/')).toEqual([
      '/assets/messages-EN.js',
      '/assets/home-page-H1.js',
      '/assets/format-G1.js',
      '/assets/home-page-H1.css',
    ])
    expect(await hints(app, '/fr/campers/12')).toEqual([
      '/assets/messages-FR.js',
      '/assets/listing-page-L1.js',
      '/assets/format-G1.js',
    ])
    // Another page: only the catalogue; its chunk is found by the router.
    expect(await hints(app, '/fr/d/trips')).toEqual(['/assets/messages-FR.js'])
    const page = await (await app.request('/fr/s')).text()
    expect(page).toContain('<div id="root"></div>')
  })

  it('preloads no catalogue when the address does not say the locale (no_prefix detects it in the browser)', async () => {
    const app = createApp({ db: database.handle.db, env: defaultEnv({ LOCALE_STRATEGY: 'no_prefix' }), webRoot })
    expect(await hints(app, '/')).toEqual([
      '/assets/home-page-H1.js',
      '/assets/format-G1.js',
      '/assets/home-page-H1.css',
    ])
  })
})

describe('what the server writes into the page', () => {
  let webRoot: string
  let t: TestApp
  const bootedHtml =
    '<!doctype html><html><head><title>Roam</title><script src="/app-config.js"></script></head><body><div id="root"></div></body></html>'
  /** Runs the page's inline script against an empty window, as the browser would before the entry. */
  const bootOf = (page: string) => {
    expect(page).not.toContain('src="/app-config.js"')
    const window: { __ROAM_CONFIG__?: Record<string, unknown>; __ROAM_SERVED__?: Record<string, unknown> } = {}
    new Function('window', /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '')(window)
    return window
  }
  const inlineScript = async (app: App, path: string) => bootOf(await (await app.request(path)).text())
  const servedOf = (page: string) => bootOf(page).__ROAM_SERVED__ ?? {}
  const imageHints = (page: string) =>
    [...page.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map((match) => match[1])
  const visits = async (id: number) =>
    (await t.db.select({ visits: campers.visitCount }).from(campers).where(eq(campers.id, id)))[0]!.visits

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'roam-web-'))
    writeFileSync(join(webRoot, 'index.html'), bootedHtml)
    t = await createTestApp('pglite')
  })
  afterAll(async () => {
    await t.close()
    rmSync(webRoot, { recursive: true, force: true })
  })

  it('sets what /app-config.js answers and the routing links of the address locale', async () => {
    const env = defaultEnv()
    const app = createApp({ db: t.db, env, webRoot })
    const served = await (await app.request('/app-config.js')).text()
    const fromScript: { __ROAM_CONFIG__?: unknown } = {}
    new Function('window', served)(fromScript)

    const home = await inlineScript(app, '/')
    expect(home.__ROAM_CONFIG__).toEqual(fromScript.__ROAM_CONFIG__)
    const routing = await (
      await app.request('/api/internals/referential/routing?lang=en-us', { headers: { 'X-Api-Key': env.API_KEY } })
    ).json()
    expect(home.__ROAM_SERVED__).toEqual({ '/api/internals/referential/routing?lang=en-us': routing })

    // A listing that does not exist: only the routing, the page asks the API for the camper and shows its 404.
    const french = await inlineScript(app, '/fr/campers/12')
    expect(Object.keys(french.__ROAM_SERVED__ ?? {})).toEqual(['/api/internals/referential/routing?lang=fr'])
  })

  it('writes no routing when the address does not say the locale, and nothing that can close the script', async () => {
    const app = createApp({
      db: t.db,
      env: defaultEnv({ LOCALE_STRATEGY: 'no_prefix', CHATBOT_ID: '</script><script>alert(1)//' }),
      webRoot,
    })
    const answer = await app.request('/')
    const page = await answer.text()
    expect(page.match(/<\/script>/g)).toHaveLength(1)
    // The inline script carries the nonce the answer's Content-Security-Policy allows.
    const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('Content-Security-Policy') ?? '')?.[1]
    expect(page).toContain(`<script nonce="${nonce}">window.__ROAM_CONFIG__`)
    const booted = await inlineScript(app, '/')
    expect(booted.__ROAM_SERVED__).toBeUndefined()
    expect(booted.__ROAM_CONFIG__).toMatchObject({ chatbot: { id: '</script><script>alert(1)//' } })
  })

  it('writes in what the API answers an anonymous visitor, counts the visit, and preloads the first photo', async () => {
    const owner = await createUser(t)
    const camper = await createCamper(t, owner.id)
    const app = createApp({ db: t.db, env: t.env, webRoot })
    const page = await (await app.request(`/fr/campers/${camper.id}/`)).text()
    // The French storefront's page asks for its prices in euros.
    const answer = await (await t.request(`/3/products/${camper.id}/?currency=EUR`)).json()
    expect(servedOf(page)[`/3/products/${camper.id}/?currency=EUR`]).toEqual(answer)
    expect(imageHints(page)).toEqual(['/api/media/campers/4-1.svg'])
    await flushListingStats(t.db)
    // One for the page, one for the API call above.
    expect(await visits(camper.id)).toBe(2)
  })

  it("leaves a signed-in visitor's camper to the API, which knows who asks, and still preloads the photo", async () => {
    const owner = await createUser(t)
    const camper = await createCamper(t, owner.id)
    const app = createApp({ db: t.db, env: t.env, webRoot })
    const page = await (
      await app.request(`/campers/${camper.id}`, { headers: { Cookie: 'consent=1; logged_in=true' } })
    ).text()
    expect(Object.keys(servedOf(page))).toEqual(['/api/internals/referential/routing?lang=en-us'])
    expect(imageHints(page)).toEqual(['/api/media/campers/4-1.svg'])
    await flushListingStats(t.db)
    expect(await visits(camper.id)).toBe(0)
  })

  it("gives link previews, which run no script, the listing's title, description and 1200x630 photo", async () => {
    const owner = await createUser(t)
    const camper = await createCamper(t, owner.id, {
      title: 'Blue "Horizon" & co',
      description: '  A friendly\n\nvan   for the Alps. '.padEnd(300, 'x'),
    })
    const app = createApp({ db: t.db, env: t.env, webRoot })
    for (const cookie of ['', 'logged_in=true']) {
      const page = await (
        await app.request(`https://www.roam.test/campers/${camper.id}`, { headers: { Cookie: cookie } })
      ).text()
      const meta = (key: string) =>
        new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" data-served-head>`).exec(page)?.[1]
      expect(page).toContain('<title>Blue &quot;Horizon&quot; &amp; co · Roam</title>')
      expect(meta('og:title')).toBe('Blue &quot;Horizon&quot; &amp; co · Roam')
      expect(meta('description')).toBe(`A friendly van for the Alps. ${'x'.repeat(131)}`)
      expect(meta('og:description')).toBe(meta('description'))
      expect(meta('og:image')).toBe('https://www.roam.test/api/media/campers/4-1.svg?w=1200&amp;h=630&amp;fit=cover')
      expect(meta('og:type')).toBe('product')
    }
    const search = await (await app.request('/s')).text()
    expect(search).toContain('<title>Roam</title>')
    expect(search).not.toContain('data-served-head')
  })

  it('writes in nothing of a listing the public cannot see, nor on other pages', async () => {
    const owner = await createUser(t)
    const draft = await createCamper(t, owner.id, { status: 'created', publishedAt: null })
    const deleted = await createCamper(t, owner.id, { status: 'deleted' })
    const app = createApp({ db: t.db, env: t.env, webRoot })
    for (const path of [`/campers/${draft.id}`, `/campers/${deleted.id}`, '/campers/99999999999', '/campers/0', '/s']) {
      const page = await (await app.request(path)).text()
      expect(Object.keys(servedOf(page)), path).toEqual(['/api/internals/referential/routing?lang=en-us'])
      expect(imageHints(page), path).toEqual([])
    }
  })

  it('escapes what it writes into the page', async () => {
    const owner = await createUser(t)
    const camper = await createCamper(t, owner.id, { title: '</script><script>alert(1)</script>' })
    await t.db
      .update(camperPhotos)
      .set({ url: '/x"><script>alert(2)</script>.svg' })
      .where(eq(camperPhotos.camperId, camper.id))
    const page = await (await createApp({ db: t.db, env: t.env, webRoot }).request(`/campers/${camper.id}`)).text()
    expect(page).toContain('href="/x&quot;>&lt;script>alert(2)&lt;/script>.svg"')
    expect(page).not.toContain('<script>alert(')
    // The en-us storefront's page asks for its prices in dollars.
    expect(servedOf(page)[`/3/products/${camper.id}/?currency=USD`]).toMatchObject({
      title: '</script><script>alert(1)</script>',
    })
  })
})
