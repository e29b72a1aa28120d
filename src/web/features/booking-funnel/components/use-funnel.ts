import { useLoaderData, useSearchParams } from 'react-router'
import { previousFunnelStep, type FunnelQuery, type FunnelStep } from '../../../../domain/booking-funnel-routing'
import { funnelStepHref, type FunnelLoaderData } from '../booking-funnel-loaders'
import { useLocalizedPath } from '../../../lib/locale-context'
import { FunnelActor, useFunnelDrafts } from './funnel-actor'
import type { StepDrafts } from './funnel-step-actors'

/**
 * Where the guest is in the funnel and what the visit's machine says of this step (saving, why the last save
 * failed); `next` hands the step's values to the machine's save and moves on. The loader has already checked
 * the booking may be here.
 */
export function useFunnel() {
  const { family, step, bookingId, camperId } = useLoaderData<FunnelLoaderData>()
  const [searchParams] = useSearchParams()
  const localize = useLocalizedPath()
  const actor = FunnelActor.useActorRef()
  const drafts = useFunnelDrafts()
  const saving = FunnelActor.useSelector((snapshot) => snapshot.hasTag('saving'))
  const failure = FunnelActor.useSelector((snapshot) => snapshot.context.stepFailure)
  const query: FunnelQuery = Object.fromEntries(searchParams)
  const previous = previousFunnelStep(family, step)
  const hrefOf = (target: FunnelStep) => localize(funnelStepHref(family, camperId, bookingId, target, query))

  const next = (values: StepDrafts = {}) => {
    drafts.setSteps(values)
    actor.send({ type: 'user.next' })
  }

  return { family, step, bookingId, camperId, saving, failure, next, backHref: previous ? hrefOf(previous) : null }
}
