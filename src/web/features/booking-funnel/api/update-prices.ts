import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import type { BookingPrices } from '../../../api/get-booking-prices'

export type PricesChange = components['schemas']['BookingPricesChange']

/** PATCH /3/my-requests/{id}/prices/: dates, hours, km, insurance, cancellation insurance, rental cover, coupon. */
export async function updatePrices(id: number, change: PricesChange): Promise<BookingPrices> {
  const { data } = await api.PATCH('/3/my-requests/{id}/prices/', { params: { path: { id } }, body: change })
  return data!
}
