import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import { publicConfig } from '../../http/public-config'
import { addressedLocales, localeAlternates, localeUrl } from '../../http/site-addresses'
import { LOCALES } from '../../../domain/locales'
import type { PublicConfig } from '../../../domain/public-config'
import type { Database } from '../../db/client'
import {
  SITEMAP_FAMILIES,
  sitemapEntries,
  sitemapPageCount,
  type SitemapFamily,
} from '../../services/sitemaps/sitemap-entries'

const xml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Crawlers come back for these daily at most: an hour's staleness costs nothing. */
const CRAWLER_CACHE = 'public, max-age=3600'

type Routing = Pick<PublicConfig, 'localeStrategy' | 'defaultLocale'>

/**
 * Areas no search result should lead to, each under every locale prefix the app answers: the signed-in dashboard,
 * the booking funnel, review forms, sign-in redirects, the staff area. The API stays open: crawlers that run the app's
 * scripts need its answers to see a page.
 */
function robotsTxt(origin: string, routing: Routing): string {
  const prefixes = ['', ...(routing.localeStrategy === 'no_prefix' ? [] : LOCALES.map((locale) => `/${locale}`))]
  const areas = [
    '/d/',
    '/staff',
    '/login',
    '/auth/',
    '/f/',
    '/campers/*/request/',
    '/campers/*/instant-request/',
    '/campers/*/payment/',
    '/booking-payment/',
  ]
  return [
    'User-agent: *',
    ...prefixes.flatMap((prefix) => areas.map((area) => `Disallow: ${prefix}${area}`)),
    // Server pages of the sandboxes (mail, payments), outside the app's locale routing.
    'Disallow: /sandbox/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>'

/** One sitemap file: each page in every locale, each address naming all of them as alternates (and x-default). */
async function sitemapXml(db: Database, routing: Routing, origin: string, family: SitemapFamily, page: number) {
  const entries = await sitemapEntries(db, family, page)
  const urls = entries.flatMap(({ path, lastmod }) => {
    const alternates = localeAlternates(origin, path, routing)
      .map((link) => `<xhtml:link rel="alternate" hreflang="${xml(link.hreflang)}" href="${xml(link.href)}"/>`)
      .join('')
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
    return addressedLocales(routing).map(
      (locale) => `<url><loc>${xml(localeUrl(origin, path, locale, routing))}</loc>${modified}${alternates}</url>`,
    )
  })
  return [
    XML_HEADER,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt, the sitemap index (/sitemap.xml) and its files (/sitemaps/{family}-{page}.xml), for search engines. */
export function registerSitemapPages(app: OpenAPIHono<AppEnv>) {
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', CRAWLER_CACHE)
    return c.text(robotsTxt(new URL(c.req.url).origin, publicConfig(c.var.env)))
  })

  app.get('/sitemap.xml', async (c) => {
    const origin = new URL(c.req.url).origin
    const files: string[] = []
    for (const family of SITEMAP_FAMILIES) {
      const count = await sitemapPageCount(c.var.db, family)
      for (let page = 1; page <= count; page++) files.push(`${origin}/sitemaps/${family}-${page}.xml`)
    }
    const body = [
      XML_HEADER,
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...files.map((file) => `<sitemap><loc>${xml(file)}</loc></sitemap>`),
      '</sitemapindex>',
      '',
    ].join('\n')
    c.header('Cache-Control', CRAWLER_CACHE)
    return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8' })
  })

  app.get('/sitemaps/:file', async (c) => {
    const match = /^([a-z-]+)-([1-9][0-9]{0,5})\.xml$/.exec(c.req.param('file'))
    const family = SITEMAP_FAMILIES.find((known) => known === match?.[1])
    const page = Number(match?.[2])
    if (!family || page > (await sitemapPageCount(c.var.db, family))) return c.notFound()
    c.header('Cache-Control', CRAWLER_CACHE)
    const body = await sitemapXml(c.var.db, publicConfig(c.var.env), new URL(c.req.url).origin, family, page)
    return c.body(body, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
    })
  })
}
