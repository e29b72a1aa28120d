import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { localeFromPath, stripLocale } from '../../domain/locale-routing'
import type { Locale } from '../../domain/locales'
import type { PublicConfig } from '../../domain/public-config'
import type { Env } from '../env'
import { publicConfig } from './public-config'
import { bootScript, scriptJson } from './web-boot'
import { plainLanding, type Landing, type ServedHead } from './listing-landing'
import { buildRouting } from '../services/referential/routing'

/** One file of Vite's build manifest (dist/web/.vite/manifest.json), keyed by its source relative to src/web. */
interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

/**
 * The public pages a visit lands on, by their address without the locale prefix, and their lazy route module.
 * Without a hint the browser learns of the page's chunk only once the entry has run: its words and code then wait
 * one round trip after another (entry → catalogue → page) before the first paint.
 */
const LANDING_PAGES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, 'features/home/pages/home-page.tsx'],
  [/^\/s\/?$/, 'features/search/pages/search-page.tsx'],
  [/^\/campers\/[^/]+\/?$/, 'features/listing/pages/listing-page.tsx'],
]

/** The locale the app will activate for this address, when the address alone says it (not with no_prefix). */
export function addressLocale(
  pathname: string,
  config: Pick<PublicConfig, 'localeStrategy' | 'defaultLocale'>,
): Locale | null {
  const { localeStrategy: strategy, defaultLocale } = config
  const fromPath = localeFromPath(pathname, strategy, defaultLocale)
  if (fromPath) return fromPath
  // prefix_and_default serves unprefixed addresses in the default locale too (src/web/lib/locale-resolution.ts).
  return strategy === 'prefix_and_default' ? defaultLocale : null
}

/** The chunk and every chunk it imports statically, depth first, each once. */
function withImports(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return []
  seen.add(key)
  return [key, ...(manifest[key].imports ?? []).flatMap((imported) => withImports(manifest, imported, seen))]
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The head tags of a page, marked so that the web app drops them once it renders its own (src/web/lib/document-head.tsx). */
function headTags(head: ServedHead, origin: string): string {
  const tags = [
    head.description !== undefined
      ? `<meta name="description" content="${attribute(head.description)}" data-served-head>`
      : null,
    `<meta property="og:title" content="${attribute(head.title)}" data-served-head>`,
    head.description !== undefined
      ? `<meta property="og:description" content="${attribute(head.description)}" data-served-head>`
      : null,
    head.image
      ? `<meta property="og:image" content="${attribute(new URL(head.image, origin).href)}" data-served-head>`
      : null,
    `<meta property="og:type" content="${attribute(head.type)}" data-served-head>`,
  ]
  return tags.filter(Boolean).join('\n    ')
}

/**
 * What search engines read of the page: its canonical address and structured data, which the app does not render, so
 * they stay until the app leaves this page (data-served-page, src/web/lib/document-head.tsx); and the page in every
 * locale, which the app renders itself once it runs (data-served-head).
 */
function searchTags({ canonical, alternates, structuredData }: Landing, bare: string): string {
  const page = `data-served-page="${attribute(bare)}"`
  return [
    canonical ? `<link rel="canonical" href="${attribute(canonical)}" ${page}>` : null,
    canonical ? `<meta property="og:url" content="${attribute(canonical)}" data-served-head>` : null,
    ...alternates.map(
      (link) =>
        `<link rel="alternate" hreflang="${attribute(link.hreflang)}" href="${attribute(link.href)}" data-served-head>`,
    ),
    // scriptJson escapes "<": a "</script>" in a listing's title cannot end the script.
    ...structuredData.map((data) => `<script type="application/ld+json" ${page}>${scriptJson(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ')
}

export interface WebPreloads {
  /**
   * index.html for this address: the hints for the locale's public catalogue and the landing page's chunks, and written
   * in (src/server/http/web-boot.ts) the configuration, the locale's routing links and the landing page's answers.
   */
  html(pathname: string, origin: string, nonce: string, landing?: Landing): string
}

const CONFIG_SCRIPT_TAG = '<script src="/app-config.js"></script>'

/** Reads the build manifest once; without one (an older build) the page gets no hints. */
export function webPreloads(webRoot: string, indexHtml: string, env: Env): WebPreloads {
  const config = publicConfig(env)
  const manifestFile = join(webRoot, '.vite', 'manifest.json')
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {}
  // index.html already asks for the entry and its static imports.
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  const inEntry = new Set(entryKey ? withImports(manifest, entryKey) : [])
  const pages = new Map<string, string>()

  const hints = (catalogueKey: string | null, pageKey: string | null): string => {
    const keys = [catalogueKey, pageKey]
      .flatMap((key) => (key ? withImports(manifest, key) : []))
      .filter((key) => !inEntry.has(key))
    const unique = [...new Set(keys)]
    const scripts = unique.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
    const styles = [...new Set(unique.flatMap((key) => manifest[key]!.css ?? []))].map(
      (file) => `<link rel="preload" as="style" href="/${file}">`,
    )
    return [...scripts, ...styles].join('\n    ')
  }

  return {
    html(pathname, origin, nonce, landing = plainLanding()) {
      const { served, coverPhotoUrl, head } = landing
      const locale = addressLocale(pathname, config)
      const bare = stripLocale(pathname)
      const page = LANDING_PAGES.find(([pattern]) => pattern.test(bare))?.[1] ?? null
      const key = `${locale ?? ''} ${page ?? ''}`
      let html = pages.get(key)
      if (html === undefined) {
        const catalogue = locale ? `../../locales/${locale}/messages.po` : null
        const links = hints(catalogue, page)
        html = links ? indexHtml.replace('</head>', `  ${links}\n  </head>`) : indexHtml
        pages.set(key, html)
      }
      // The root loader waits for the routing links before any page renders.
      const routing = locale
        ? { [`/api/internals/referential/routing?${new URLSearchParams({ lang: locale })}`]: buildRouting(locale, env) }
        : {}
      let sent = html.replace(
        CONFIG_SCRIPT_TAG,
        () => `<script nonce="${nonce}">${bootScript(env, { ...routing, ...served })}</script>`,
      )
      // Link previews read the head without running the app.
      if (head) {
        sent = sent.replace(/<title>[^<]*<\/title>/, () => `<title>${attribute(head.title)}</title>`)
        sent = sent.replace('</head>', () => `  ${headTags(head, origin)}\n  </head>`)
      }
      const seo = searchTags(landing, bare)
      if (seo) sent = sent.replace('</head>', () => `  ${seo}\n  </head>`)
      // The listing's main photo is found only once its page has rendered: asked for now, it is there by then.
      if (coverPhotoUrl)
        sent = sent.replace(
          '</head>',
          () => `  <link rel="preload" as="image" fetchpriority="high" href="${attribute(coverPhotoUrl)}">\n  </head>`,
        )
      return sent
    },
  }
}
