import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { usePageHead } from '../../../lib/page-head'
import { refundPlanQueryOptions } from '../../../api/get-refund-plan'
import { RefundPlanSummary } from '../components/refund-plan-summary'
import { useTripId } from '../components/trip-id'
import { TripNotFound } from '../components/trip-not-found'
import './trips.css'

/** /d/trips/{id}/refund: the cancellation policy applied to this trip today. */
export function TripRefundPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Refund · Roam` })
  const id = useTripId()
  const plan = useQuery({ ...refundPlanQueryOptions(id ?? 0), enabled: id !== null })
  // Reached from the cancel button at the foot of a long trip page: on a phone the figures would start off screen.
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [])
  if (id === null || plan.isError) return <TripNotFound />
  return (
    <section className="page page--narrow trip">
      <LocalizedLink to={paths.trip.href(id)} className="trip__back">
        <Trans>← Back to the trip</Trans>
      </LocalizedLink>
      <h1 className="page-title">
        <Trans>Cancellation and refund</Trans>
      </h1>
      <p className="muted">
        <Trans>
          At least 30 days before the start, everything paid is refunded; later, half up to 7 days before the start,
          then nothing. Instalments not charged yet are never charged.
        </Trans>
      </p>
      {plan.data ? (
        <RefundPlanSummary plan={plan.data} />
      ) : (
        <p className="muted">
          <Trans>Loading the refund…</Trans>
        </p>
      )}
    </section>
  )
}
