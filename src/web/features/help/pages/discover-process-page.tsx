import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { LocalizedLink, useLocale } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { usePageHead } from '../../../lib/page-head'
import { faqQueryOptions, type FaqEntry } from '../api/get-faq'
import { FaqAnswer } from '../components/faq-answer'
import './help.css'

/** /help/discover-process: the "process" topic as two step lists, for guests and for owners. */
export function DiscoverProcessPage() {
  const { t } = useLingui()
  const { locale } = useLocale()
  usePageHead({
    title: t`How a rental works · Roam`,
    description: t`Step by step, how renting or renting out a camper works on Roam.`,
  })
  const faq = useQuery(faqQueryOptions(locale))
  const steps = faq.data?.results.filter((entry) => entry.topic === 'process') ?? []
  return (
    <section className="page help">
      <p className="eyebrow">
        <LocalizedLink to={paths.helpCenter.href()}>
          <Trans>Help centre</Trans>
        </LocalizedLink>
      </p>
      <h1 className="page-title">
        <Trans>How a rental works</Trans>
      </h1>
      {faq.isPending && (
        <p className="muted" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
      {faq.isError && (
        <div role="alert">
          <p>
            <Trans>The steps could not be loaded.</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={() => void faq.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {faq.data && (
        <div className="process-columns">
          <Steps title={t`For guests`} steps={steps.filter((entry) => entry.audiences.includes('guest'))} />
          <Steps title={t`For owners`} steps={steps.filter((entry) => !entry.audiences.includes('guest'))} />
        </div>
      )}
    </section>
  )
}

function Steps({ title, steps }: { title: string; steps: FaqEntry[] }) {
  return (
    <section className="process-steps">
      <h2>{title}</h2>
      <ol>
        {steps.map((step) => (
          <li key={step.key} id={step.key} className="process-step">
            <h3>{step.question}</h3>
            <FaqAnswer answer={step.answer} />
          </li>
        ))}
      </ol>
    </section>
  )
}
