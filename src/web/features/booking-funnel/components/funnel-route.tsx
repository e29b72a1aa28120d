import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Outlet, useMatches, useNavigate, useSearchParams } from 'react-router'
import {
  paymentFunnelMachine,
  returnedFromRedirect,
  routeOf,
  routeRenders,
} from '../../../../../machines/payment-funnel.machine'
import type { FunnelQuery } from '../../../../domain/booking-funnel-routing'
import { isStepOf } from '../../../../domain/booking-funnel-routing'
import { funnelStepHref, type FunnelLoaderData } from '../booking-funnel-loaders'
import { useLocalizedPath } from '../../../lib/locale-context'
import { bookingPricesQueryOptions, type BookingPrices } from '../../../api/get-booking-prices'
import { readPaymentReturn } from '../payment/components/payment-return-store'
import { paymentFunnelImplementations } from '../payment/components/use-payment-funnel'
import { createFunnelDrafts, FunnelActor, FunnelDraftContext } from './funnel-actor'
import { funnelStepActors } from './funnel-step-actors'

function isFunnelLoaderData(data: unknown): data is FunnelLoaderData {
  if (typeof data !== 'object' || data === null) return false
  const { family, step, bookingId } = data as Partial<Record<keyof FunnelLoaderData, unknown>>
  return (
    (family === 'request' || family === 'instant-request' || family === 'payment') &&
    typeof step === 'string' &&
    isStepOf(family, step) &&
    typeof bookingId === 'number'
  )
}

/** The price choices the funnel keeps in the address (spec 2 §2), as the latest prices say. */
function choicesOf(prices: BookingPrices): FunnelQuery {
  return {
    cancel_insurance: String(prices.cancel_insurance),
    rental_cover: String(prices.rental_cover),
    ...(prices.coupon_code ? { coupon_code: prices.coupon_code } : {}),
  }
}

/**
 * The layout of a funnel family's routes: one payment-funnel actor per visit (family and booking), which every
 * step route renders. The index route (it only redirects) has no step and renders alone.
 */
export function FunnelRoute() {
  const route = useMatches()
    .map((match) => match.data)
    .find(isFunnelLoaderData)
  if (!route) return <Outlet />
  return <FunnelVisit key={`${route.family}-${route.bookingId}`} route={route} />
}

function FunnelVisit({ route }: { route: FunnelLoaderData }) {
  const queryClient = useQueryClient()
  const localize = useLocalizedPath()
  const [drafts] = useState(createFunnelDrafts)
  const [logic] = useState(() => {
    const pay = paymentFunnelImplementations({
      queryClient,
      bookingId: route.bookingId,
      details: drafts.payment,
      setCardErrors: drafts.setCardErrors,
      run: crypto.randomUUID(),
      returnUrl: localize(funnelStepHref(route.family, route.camperId, route.bookingId, 'payment-callback')),
    })
    return paymentFunnelMachine.provide({
      actors: { ...funnelStepActors(queryClient, drafts.steps), ...pay.actors },
      actions: pay.actions,
    })
  })
  // Back from the bank's or wallet's page (a new page load): the visit resumes where it left for it.
  const [snapshot] = useState(() => {
    const left = route.step === 'payment-callback' ? readPaymentReturn(route.bookingId) : null
    return route.step === 'payment-callback'
      ? returnedFromRedirect({
          bookingId: route.bookingId,
          family: route.family,
          method: left?.method ?? 'card',
          attempt: left?.attempt ?? 1,
          redirectUrl: left?.redirectUrl ?? '',
        })
      : undefined
  })
  return (
    <FunnelDraftContext.Provider value={drafts}>
      <FunnelActor.Provider logic={logic} options={{ input: { bookingId: route.bookingId }, snapshot }}>
        <RouteFollowsMachine route={route} />
        <Outlet />
      </FunnelActor.Provider>
    </FunnelDraftContext.Provider>
  )
}

/**
 * The address and the machine agree: an opened route (first visit, a link, back and forward) is sent to the
 * machine, which moves there when the routing rules allow; when the machine is somewhere the route does not
 * render (a step saved, a payment failed on return, a refused route), the funnel navigates to its state's route.
 */
function RouteFollowsMachine({ route }: { route: FunnelLoaderData }) {
  const actor = FunnelActor.useActorRef()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const queryClient = useQueryClient()
  const [searchParams] = useSearchParams()
  const target = FunnelActor.useSelector((snapshot) => (routeRenders(route.step, snapshot) ? null : routeOf(snapshot)))
  const { family, step, bookingId, camperId } = route

  useEffect(() => {
    if (!routeRenders(step, actor.getSnapshot())) actor.send({ type: 'route.entered', family, step })
  }, [actor, family, step])

  useEffect(() => {
    // Read afresh: the route.entered above may have just moved the machine here.
    const snapshot = actor.getSnapshot()
    if (!target || routeRenders(step, snapshot)) return
    const prices = queryClient.getQueryData(bookingPricesQueryOptions(bookingId).queryKey)
    // The coupon comes from the latest prices, and the kilometres proposed by the listing are chosen by now.
    const {
      coupon_code: _coupon,
      km_option: _km,
      error_code: _error,
      transactionId: _transaction,
      ...carried
    } = Object.fromEntries(searchParams)
    const query: FunnelQuery = { ...carried, ...(prices ? choicesOf(prices) : {}) }
    // Spec 2 §2: a failed return goes back to the payment step with its error code.
    if (snapshot.matches('failed') && step === 'payment-callback')
      query.error_code = snapshot.context.errorCode ?? 'default'
    // Success shows the booking as it is: no price choices to keep in its address.
    const href = funnelStepHref(family, camperId, bookingId, target, target === 'success' ? undefined : query)
    void navigate(localize(href), { replace: step === 'payment-callback' || target === 'success' })
  }, [actor, target, step, family, camperId, bookingId, queryClient, searchParams, navigate, localize])
  return null
}
