import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { LocalizedLink, useLocale } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { usePageHead } from '../../../lib/page-head'
import { useShellData } from '../../../chrome/use-shell-data'
import { faqQueryOptions, type FaqEntry } from '../api/get-faq'
import { userFaqQueryOptions } from '../api/get-user-faq'
import { HelpSearchForm } from '../components/help-search-form'
import './help.css'

/** How many of the signed-in user's own questions the home shows. */
const FOR_YOU_COUNT = 6

/** /help: search, topics, the signed-in user's questions and the popular ones. */
export function HelpCenterPage() {
  const { t } = useLingui()
  const { locale } = useLocale()
  usePageHead({
    title: t`Help centre · Roam`,
    description: t`Answers about booking, payment, insurance, deposit, cancellation, documents and payouts on Roam.`,
  })
  const { me } = useShellData()
  const faq = useQuery(faqQueryOptions(locale))
  const mine = useQuery({ ...userFaqQueryOptions(me?.id ?? 0, locale), enabled: me !== undefined })
  // The process has its own page; the others are the topics of the FAQ.
  const topics = faq.data?.topics.filter((topic) => topic.key !== 'process') ?? []
  const popular = faq.data?.results.filter((entry) => entry.featured) ?? []
  const forYou = mine.data?.results.filter((entry) => entry.topic !== 'process').slice(0, FOR_YOU_COUNT) ?? []

  return (
    <section className="page help">
      <h1 className="page-title">
        <Trans>How can we help?</Trans>
      </h1>
      <HelpSearchForm />
      {faq.isPending && (
        <p className="muted" aria-busy="true">
          <Trans>Loading the help centre…</Trans>
        </p>
      )}
      {faq.isError && (
        <div role="alert">
          <p>
            <Trans>The help centre could not be loaded.</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={() => void faq.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {faq.data && (
        <>
          <h2>
            <Trans>Browse by topic</Trans>
          </h2>
          <ul className="help-topics">
            {topics.map((topic) => (
              <li key={topic.key} className="card help-topic">
                <LocalizedLink to={paths.faq.href(topic.key)}>{topic.title}</LocalizedLink>
              </li>
            ))}
            <li className="card help-topic">
              <LocalizedLink to={paths.discoverProcess.href()}>
                <Trans>How a rental works, step by step</Trans>
              </LocalizedLink>
            </li>
          </ul>
          {forYou.length > 0 && <QuestionList title={t`For you`} entries={forYou} />}
          <QuestionList title={t`Popular questions`} entries={popular} />
          <p>
            <LocalizedLink to={paths.faq.href()}>
              <Trans>See all questions</Trans>
            </LocalizedLink>
          </p>
        </>
      )}
    </section>
  )
}

function QuestionList({ title, entries }: { title: string; entries: FaqEntry[] }) {
  return (
    <section className="help-questions">
      <h2>{title}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            <LocalizedLink to={paths.faq.href(undefined, entry.key)}>{entry.question}</LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
