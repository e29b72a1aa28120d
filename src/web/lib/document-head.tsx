import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { DEFAULT_LOCALE, toBcp47 } from '../../domain/locales'
import { alternateLinks, localizePath, stripLocale } from '../../domain/locale-routing'
import { useLocale } from './locale-context'
import { useCurrentPageHead } from './page-head'

/** <html lang>, the title, the page's description and Open Graph tags, the alternate-language links with x-default (spec 1 §4). */
export function DocumentHead() {
  const { t } = useLingui()
  const { locale, strategy } = useLocale()
  const { pathname } = useLocation()
  const lang = toBcp47(locale)
  const page = useCurrentPageHead()
  const title = page?.title ?? t`Roam: camper and motorhome rental between individuals`
  useEffect(() => {
    document.documentElement.lang = lang
  }, [lang])
  // The tags the server wrote for link previews (src/server/http/web-preloads.ts) give way to the app's own.
  useEffect(() => {
    for (const served of document.head.querySelectorAll('[data-served-head]')) served.remove()
  }, [])
  useEffect(() => {
    document.title = title
  }, [title])
  const bare = stripLocale(pathname)
  // The canonical link and structured data the server wrote for search engines (the app renders neither) hold for
  // their page only.
  useEffect(() => {
    for (const served of document.head.querySelectorAll<HTMLElement>('[data-served-page]'))
      if (served.dataset.servedPage !== bare) served.remove()
  }, [bare])
  const origin = window.location.origin
  const links = alternateLinks(bare, strategy, origin)
  const hasDefault = links.some((link) => link.hreflang === 'x-default')
  const all = hasDefault
    ? links
    : [...links, { hreflang: 'x-default', href: `${origin}${localizePath(bare, DEFAULT_LOCALE, strategy)}` }]
  const seen = new Set<string>()
  return (
    <>
      {page?.description && <meta name="description" content={page.description} />}
      {page && <meta property="og:title" content={page.title} />}
      {page?.description && <meta property="og:description" content={page.description} />}
      {page?.image && <meta property="og:image" content={new URL(page.image, origin).href} />}
      {page && <meta property="og:type" content={page.type ?? 'website'} />}
      {all
        .filter((link) => !seen.has(link.hreflang) && seen.add(link.hreflang))
        .map((link) => (
          <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
        ))}
    </>
  )
}
