import { useQueryClient } from '@tanstack/react-query'
import { useLoaderData, useNavigate, useSearchParams } from 'react-router'
import { nextFunnelStep, previousFunnelStep, type FunnelQuery, type FunnelStep } from '../../../../domain/booking-funnel-routing'
import { funnelStepHref, type FunnelLoaderData } from '../../../app/booking-funnel-loaders'
import { useLocalizedPath } from '../../../app/locale-context'
import { bookingQueryOptions } from '../api/get-booking'
import type { BookingPrices } from '../api/get-prices'

/** The price choices the funnel keeps in the address (spec 2 §2), as the latest prices say. */
function choicesOf(prices: BookingPrices): FunnelQuery {
  return {
    cancel_insurance: String(prices.cancel_insurance),
    rental_cover: String(prices.rental_cover),
    ...(prices.coupon_code ? { coupon_code: prices.coupon_code } : {}),
  }
}

/** Where the guest is in the funnel, and how to move on: the loader has already checked the booking may be here. */
export function useFunnel() {
  const { family, step, bookingId, camperId } = useLoaderData<FunnelLoaderData>()
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const queryClient = useQueryClient()
  const query: FunnelQuery = Object.fromEntries(searchParams)
  // The coupon comes from the latest prices, and the kilometres proposed by the listing are chosen by now.
  const { coupon_code: _coupon, km_option: _km, ...carried } = query
  const hrefOf = (target: FunnelStep, prices?: BookingPrices) =>
    localize(funnelStepHref(family, camperId, bookingId, target, prices ? { ...carried, ...choicesOf(prices) } : query))
  const next = nextFunnelStep(family, step)
  const previous = previousFunnelStep(family, step)

  /** Goes to the next step, with the price choices of `prices` in the address; the booking is read afresh there. */
  const goNext = async (prices?: BookingPrices) => {
    if (!next) return
    await queryClient.invalidateQueries({ queryKey: bookingQueryOptions(bookingId).queryKey })
    await navigate(hrefOf(next, prices))
  }

  return { family, step, bookingId, camperId, next, goNext, backHref: previous ? hrefOf(previous) : null, hrefOf }
}
