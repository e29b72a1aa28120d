// The booking funnel's loaders (spec 2 §2): sign-in, then the redirect rules of src/domain/booking-funnel-routing
// applied before a step renders, so a guest never sees a step their booking does not allow.
import { redirect, type LoaderFunctionArgs } from 'react-router'
import {
  funnelRedirect,
  legacyFunnelRedirect,
  parseFunnelBookingId,
  queryWithPriceChoices,
  type FunnelBooking,
  type FunnelFamily,
  type FunnelQuery,
  type FunnelStep,
  type FunnelTarget,
} from '../../../domain/booking-funnel-routing'
import { localizePath } from '../../../domain/locale-routing'
import { isLoggedIn } from '../../lib/auth-tokens'
import { guestBookingQueryOptions, type GuestBooking } from '../../api/get-guest-booking'
import { bookingPricesQueryOptions } from '../../api/get-booking-prices'
import { paths } from '../../lib/paths'
import { localeOf, loginRedirect, type LoaderDeps } from '../../lib/route-loader'

export interface FunnelLoaderData {
  family: FunnelFamily
  step: FunnelStep
  bookingId: number
  camperId: number
}

/** The address of a funnel step. */
export function funnelStepHref(
  family: FunnelFamily,
  camperId: number,
  bookingId: number,
  step?: FunnelStep,
  query?: FunnelQuery,
): string {
  if (family === 'request') return paths.requestStep.href(camperId, bookingId, step, query)
  if (family === 'instant-request') return paths.instantRequestStep.href(camperId, bookingId, step, query)
  return paths.paymentStep.href(camperId, bookingId, step, query)
}

function targetHref(target: FunnelTarget): string {
  switch (target.kind) {
    case 'trips':
      return paths.trips.href(target.metaState ? { meta_state: target.metaState } : undefined)
    case 'trip':
      return paths.trip.href(target.bookingId)
    case 'legacy':
      return paths.bookingPayment.href(target.step, target.query)
    case 'step':
      return funnelStepHref(target.family, target.camperId, target.bookingId, target.step, target.query)
  }
}

/** What the funnel's redirect rules read of the booking. */
function funnelFacts(booking: GuestBooking): FunnelBooking {
  return {
    id: booking.id,
    camperId: booking.camper.id,
    state: booking.state,
    metaState: booking.meta_state,
    isInstant: booking.is_instant,
    canPay: booking.permissions.can_pay,
    canUpdate: booking.permissions.can_update,
  }
}

async function loadBooking(deps: LoaderDeps, id: number): Promise<FunnelBooking | 'failed'> {
  try {
    return funnelFacts(await deps.queryClient.fetchQuery(guestBookingQueryOptions(id)))
  } catch {
    return 'failed'
  }
}

function go(deps: LoaderDeps, args: LoaderFunctionArgs, target: FunnelTarget) {
  return redirect(
    localizePath(targetHref(target), localeOf(args.request, deps.config, args.params), deps.config.localeStrategy),
  )
}

/** A step (or, without `step`, the root) of /campers/{id}/{request|instant-request|payment}/{booking}/. */
export function bookingFunnelLoader(deps: LoaderDeps, family: FunnelFamily, step?: FunnelStep) {
  return async (args: LoaderFunctionArgs): Promise<FunnelLoaderData> => {
    const { request, params } = args
    if (!isLoggedIn()) throw loginRedirect(request, deps.config, params)
    const url = new URL(request.url)
    const query: FunnelQuery = Object.fromEntries(url.searchParams)
    const id = parseFunnelBookingId(family === 'payment' ? params.bookingId : params.requestId)
    if (id === null) throw go(deps, args, { kind: 'trips' })
    const booking = await loadBooking(deps, id)
    const target = funnelRedirect(family, step, query, booking)
    if (target) throw go(deps, args, target)
    if (booking === 'failed' || step === undefined) throw go(deps, args, { kind: 'trips', metaState: 'todo' })
    // The address names the booking's own camper.
    if (params.id !== String(booking.camperId))
      throw go(deps, args, { kind: 'step', family, camperId: booking.camperId, bookingId: id, step, query })
    if (step !== 'success') {
      const withChoices = queryWithPriceChoices(query, await deps.queryClient.fetchQuery(bookingPricesQueryOptions(id)))
      if (withChoices)
        throw go(deps, args, {
          kind: 'step',
          family,
          camperId: booking.camperId,
          bookingId: id,
          step,
          query: withChoices,
        })
    }
    return { family, step, bookingId: id, camperId: booking.camperId }
  }
}

/** The legacy /booking-payment/{step}?id=…: always sends the guest on to the campers routes (or the trips). */
export function legacyBookingPaymentLoader(deps: LoaderDeps) {
  return async (args: LoaderFunctionArgs): Promise<never> => {
    const { request, params } = args
    if (!isLoggedIn()) throw loginRedirect(request, deps.config, params)
    const query: FunnelQuery = Object.fromEntries(new URL(request.url).searchParams)
    const step = params.step ?? ''
    const early = legacyFunnelRedirect(step, query)
    if (early) throw go(deps, args, early)
    const id = parseFunnelBookingId(query.id)
    const booking = id === null ? 'failed' : await loadBooking(deps, id)
    throw go(deps, args, legacyFunnelRedirect(step, query, booking) ?? { kind: 'trips', metaState: 'todo' })
  }
}
