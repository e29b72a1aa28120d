import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { guestBookingKey } from '../../../api/get-guest-booking'

export type Upgrades = components['schemas']['BookingUpgradesWithOffers']
export type BuybackOffer = components['schemas']['BuybackOffer']
export type Upgrade = NonNullable<Upgrades['requests']['second_driver']>
export type SecondDriver = components['schemas']['SecondDriver']

/** GET /v4/bookings-guest/{id}/upgrades/: whether a second driver can be added or the deductible bought back, the requests, the buy-back offers. */
export async function getUpgrades(id: number): Promise<Upgrades> {
  const { data } = await api.GET('/v4/bookings-guest/{id}/upgrades/', { params: { path: { id } } })
  return data!
}

export const upgradesKey = (id: number) => [...guestBookingKey(id), 'upgrades'] as const

export function upgradesQueryOptions(id: number) {
  return queryOptions({ queryKey: upgradesKey(id), queryFn: () => getUpgrades(id) })
}
