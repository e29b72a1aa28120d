import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { helpQuery } from '../../../../domain/help-topics'
import { LocalizedLink, useLocale } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { usePageHead } from '../../../lib/page-head'
import { faqQueryOptions } from '../api/get-faq'
import { FaqItem } from '../components/faq-item'
import { HelpSearchForm } from '../components/help-search-form'
import './help.css'

/** /help/faq: every question grouped by topic; ?topic= keeps one topic, #key opens one question. */
export function FaqPage() {
  const { t } = useLingui()
  const { locale } = useLocale()
  const [params] = useSearchParams()
  const { topic } = helpQuery(params)
  const faq = useQuery(faqQueryOptions(locale, { topic }))
  const current = faq.data?.topics.find((entry) => entry.key === topic)
  usePageHead({
    title: current ? t`${current.title} · Frequently asked questions · Roam` : t`Frequently asked questions · Roam`,
    description: t`Questions and answers about renting and renting out campers on Roam.`,
  })
  const groups = (faq.data?.topics ?? [])
    .map((entry) => ({ ...entry, entries: faq.data!.results.filter((result) => result.topic === entry.key) }))
    .filter((group) => group.entries.length > 0)

  return (
    <section className="page help">
      <p className="eyebrow">
        <LocalizedLink to={paths.helpCenter.href()}>
          <Trans>Help centre</Trans>
        </LocalizedLink>
      </p>
      <h1 className="page-title">
        <Trans>Frequently asked questions</Trans>
      </h1>
      <HelpSearchForm />
      <nav aria-label={t`Topics`}>
        <ul className="chips">
          <li className="chip">
            <LocalizedLink to={paths.faq.href()} aria-current={topic ? undefined : 'page'}>
              <Trans>All topics</Trans>
            </LocalizedLink>
          </li>
          {faq.data?.topics.map((entry) => (
            <li key={entry.key} className="chip">
              <LocalizedLink to={paths.faq.href(entry.key)} aria-current={entry.key === topic ? 'page' : undefined}>
                {entry.title}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </nav>
      {faq.isPending && (
        <p className="muted" aria-busy="true">
          <Trans>Loading the questions…</Trans>
        </p>
      )}
      {faq.isError && (
        <div role="alert">
          <p>
            <Trans>The questions could not be loaded.</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={() => void faq.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {groups.map((group) => (
        <section key={group.key} className="faq-topic" aria-labelledby={`topic-${group.key}`}>
          <h2 id={`topic-${group.key}`}>{group.title}</h2>
          {group.entries.map((entry) => (
            <FaqItem key={entry.key} entry={entry} />
          ))}
        </section>
      ))}
    </section>
  )
}
