import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import Markdown from 'markdown-to-jsx/react'
import { useLoaderData } from 'react-router'
import { contentHeadings, headingSlug } from '../../../../domain/content-pages'
import type { ContentPageId } from '../../../../domain/content-pages'
import { LocalizedLink, useLocale } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { usePageHead } from '../../../lib/page-head'
import { PageLoading } from '../../../chrome/page-loading'
import { contentPageQueryOptions } from '../api/get-content-page'
import { ContentCta, ContentLink } from '../components/content-link'
import { CookiePreferencesSlot } from '../components/cookie-preferences-slot'
import './content-page.css'

export interface ContentLoaderData {
  page: ContentPageId
}

const MARKDOWN_OPTIONS = {
  forceBlock: true,
  // Anchors match the ids of the "On this page" links.
  slugify: (text: string) => headingSlug(text),
  overrides: {
    a: { component: ContentLink },
    Cta: { component: ContentCta },
    CookiePreferences: { component: CookiePreferencesSlot },
  },
}

/** Pages that belong together and link to each other above their text. */
function useSiblings(
  page: ContentPageId,
): { label: string; links: { page: ContentPageId; to: string; label: string }[] } | null {
  const { t } = useLingui()
  if (page === 'privacy-confidentiality' || page === 'privacy-cookies') {
    return {
      label: t`Privacy`,
      links: [
        { page: 'privacy-confidentiality', to: paths.confidentiality.href(), label: t`Privacy policy` },
        { page: 'privacy-cookies', to: paths.cookies.href(), label: t`Cookie policy` },
      ],
    }
  }
  if (page === 'travelers-hit-the-road' || page === 'travelers-rv-beginner') {
    return {
      label: t`Travellers' guide`,
      links: [
        { page: 'travelers-hit-the-road', to: paths.hitTheRoad.href(), label: t`Tips for the road` },
        { page: 'travelers-rv-beginner', to: paths.rvBeginner.href(), label: t`Beginner's guide` },
      ],
    }
  }
  return null
}

/** An editorial page (spec 1 §2): its Markdown text in the reader's language, with a table of contents. */
export function ContentPage() {
  const { t } = useLingui()
  const { page } = useLoaderData<ContentLoaderData>()
  const { locale } = useLocale()
  const { data } = useQuery(contentPageQueryOptions(page, locale))
  const siblings = useSiblings(page)
  const title = data?.title ?? ''
  usePageHead(data ? { title: t`${title} · Roam`, description: data.meta.description, type: 'article' } : null)
  if (!data) return <PageLoading />
  const sections = contentHeadings(data.body).filter((heading) => heading.level === 2)
  return (
    <article className="content-page container" lang={data.locale}>
      <nav className="content-page__breadcrumb" aria-label={t`Breadcrumb`}>
        <ol>
          <li>
            <LocalizedLink to={paths.home.href()}>
              <Trans>Home</Trans>
            </LocalizedLink>
          </li>
          {siblings && <li>{siblings.label}</li>}
          <li aria-current="page">{data.title}</li>
        </ol>
      </nav>
      <header className="content-page__header">
        <h1 className="content-page__title">{data.title}</h1>
        {siblings && (
          <nav className="content-page__siblings" aria-label={siblings.label}>
            {siblings.links.map((link) => (
              <LocalizedLink
                key={link.page}
                to={link.to}
                className="content-page__sibling"
                aria-current={link.page === page ? 'page' : undefined}
              >
                {link.label}
              </LocalizedLink>
            ))}
          </nav>
        )}
      </header>
      <div className="content-page__layout">
        {sections.length >= 3 && (
          <nav className="content-page__toc" aria-labelledby="content-toc-title">
            <h2 id="content-toc-title" className="content-page__toc-title">
              <Trans>On this page</Trans>
            </h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <Markdown className="content-page__text" options={MARKDOWN_OPTIONS}>
          {data.body}
        </Markdown>
      </div>
    </article>
  )
}
