import { queryOptions } from '@tanstack/react-query'
import type { DisplayCurrency } from '../../../../domain/currencies'
import { expectShape, isBoolean, isNumber, isString, objectWith, oneOf } from '../../../lib/answer-shape'
import { api } from '../../../lib/api-client'

/** GET /3/products/{id}/price/?date_from&date_to&km_option: the price of a stay. */
export interface PriceQuote {
  available: boolean
  /** Codes: in_the_past, not_available, min_days, too_far_in_future, closed_day. */
  reasons: string[]
  /** The camper's minimum number of days for these dates (its periods may ask more than the camper). */
  min_days: number
  nb_days: number
  price_per_day: string
  /** The rental before the long-stay discount; null when there is none (then the rental is final_booking_price). */
  original_booking_price: string | null
  final_booking_price: string
  discount: string
  km_included: number | null
  km_option_price: string | null
  service_fee: string
  total: string
  /** The camper's: the booking is charged in it. */
  currency: string
  /** Figures in the visitor's currency at the day's rates; null when it is the camper's or no rate is known. */
  converted: {
    currency: string
    rate_day: string
    rate: number
    price_per_day: string
    final_booking_price: string
    total: string
  } | null
}

const priceCheck = objectWith({ available: isBoolean, total: oneOf(isString, isNumber), currency: isString })

// The unlimited-kilometres option is km_option 0; without it the stay includes 100 km a day.
export async function getPrice(
  camperId: string,
  dateFrom: string,
  dateTo: string,
  unlimitedKm: boolean,
  currency: DisplayCurrency,
): Promise<PriceQuote> {
  const { data }: { data?: unknown } = await api.GET('/3/products/{id}/price/', {
    params: {
      path: { id: Number(camperId) },
      query: { date_from: dateFrom, date_to: dateTo, km_option: unlimitedKm ? '0' : '100', currency },
    },
  })
  return expectShape<PriceQuote>(data, priceCheck, 'price')
}

export function priceQueryOptions(
  camperId: string,
  dateFrom: string,
  dateTo: string,
  kmOption: boolean,
  currency: DisplayCurrency,
) {
  return queryOptions({
    queryKey: ['campers', camperId, 'price', dateFrom, dateTo, kmOption, currency] as const,
    queryFn: () => getPrice(camperId, dateFrom, dateTo, kmOption, currency),
  })
}
