import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../../domain/locales'
import { parseContentDocument, resolveContentLocale } from '../../../../domain/content-pages'
import type { ContentDocument, ContentPageId } from '../../../../domain/content-pages'

// Each text is its own lazy chunk: only the page and locale being read are downloaded.
const texts = import.meta.glob<string>('../texts/*/*.md', { query: '?raw', import: 'default' })

export interface ContentPage extends ContentDocument {
  /** The locale of the file actually served (English while a translation is missing). */
  locale: string
}

function localesOf(page: ContentPageId): string[] {
  const prefix = `../texts/${page}/`
  return Object.keys(texts)
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length, -'.md'.length))
}

export async function getContentPage(page: ContentPageId, locale: Locale): Promise<ContentPage> {
  const resolved = resolveContentLocale(locale, localesOf(page))
  const load = resolved ? texts[`../texts/${page}/${resolved}.md`] : undefined
  if (!resolved || !load) throw new Error(`The content page ${page} has no text`)
  return { ...parseContentDocument(await load()), locale: resolved }
}

export function contentPageQueryOptions(page: ContentPageId, locale: Locale) {
  // The texts ship with the build: they never change while the app is open.
  return queryOptions({
    queryKey: ['content', page, locale] as const,
    queryFn: () => getContentPage(page, locale),
    staleTime: Infinity,
  })
}
