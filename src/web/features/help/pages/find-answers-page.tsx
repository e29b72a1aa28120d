import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { searchTerms } from '../../../../domain/help-search'
import { helpQuery } from '../../../../domain/help-topics'
import { LocalizedLink, useLocale } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { usePageHead } from '../../../lib/page-head'
import { useShellData } from '../../../chrome/use-shell-data'
import { faqQueryOptions } from '../api/get-faq'
import { Highlighted } from '../components/faq-answer'
import { HelpSearchForm } from '../components/help-search-form'
import './help.css'

/** Markdown marks do not belong in a highlighted excerpt: **bold** → bold, "- item" → "item". */
const plainText = (markdown: string) => markdown.replace(/\*\*|\*/g, '').replace(/^\s*-\s+/gm, '')

/** /help/find-answers?q=: the questions matching every word, with the words marked. */
export function FindAnswersPage() {
  const { t } = useLingui()
  const { locale } = useLocale()
  const { routing } = useShellData()
  const [params] = useSearchParams()
  const query = helpQuery(params)
  const q = query.q ?? ''
  usePageHead({ title: q ? t`“${q}” · Help centre · Roam` : t`Find answers · Help centre · Roam` })
  const faq = useQuery({ ...faqQueryOptions(locale, query), enabled: q !== '' })
  const terms = searchTerms(q)
  const results = faq.data?.results ?? []

  return (
    <section className="page help">
      <p className="eyebrow">
        <LocalizedLink to={paths.helpCenter.href()}>
          <Trans>Help centre</Trans>
        </LocalizedLink>
      </p>
      <h1 className="page-title">
        <Trans>Find answers</Trans>
      </h1>
      {/* A new search replaces the form, so it starts from the words of the address. */}
      <HelpSearchForm key={q} initial={q} />
      {q === '' && (
        <p className="muted">
          <Trans>Type a few words, for example “deposit” or “cancel”.</Trans>
        </p>
      )}
      {faq.isPending && q !== '' && (
        <p className="muted" aria-busy="true">
          <Trans>Searching…</Trans>
        </p>
      )}
      {faq.isError && (
        <div role="alert">
          <p>
            <Trans>The search failed.</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={() => void faq.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {faq.data && (
        <p role="status">
          {faq.data.count === 0 ? (
            <Trans>No answer for “{q}”.</Trans>
          ) : (
            <Plural value={faq.data.count} one="# answer" other="# answers" />
          )}
        </p>
      )}
      {faq.data?.count === 0 && (
        <div className="help-empty">
          <p>
            <Trans>
              Try other words, browse the{' '}
              <LocalizedLink to={paths.faq.href()}>frequently asked questions</LocalizedLink>, or ask us directly.
            </Trans>
          </p>
          {routing?.contact && (
            <a className="button" href={routing.contact}>
              <Trans>Contact us</Trans>
            </a>
          )}
        </div>
      )}
      <ol className="help-results">
        {results.map((entry) => (
          <li key={entry.key} className="help-result">
            <h2 className="help-result__question">
              <LocalizedLink to={paths.faq.href(undefined, entry.key)}>
                <Highlighted text={entry.question} terms={terms} />
              </LocalizedLink>
            </h2>
            {plainText(entry.answer)
              .split(/\n+/)
              .map((paragraph, index) => (
                <p key={index}>
                  <Highlighted text={paragraph} terms={terms} />
                </p>
              ))}
          </li>
        ))}
      </ol>
    </section>
  )
}
