import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { ownerCamperKey } from './list-calendar-periods'

export type IcalFeedStatus = components['schemas']['IcalFeedStatus']

/** GET /3/products/{idCamper}/ical-feed/: the export URL and the imported calendar's sync status. */
export async function getIcalFeed(camperId: number): Promise<IcalFeedStatus> {
  const { data } = await api.GET('/3/products/{idCamper}/ical-feed/', { params: { path: { idCamper: camperId } } })
  return data!
}

export function icalFeedQueryOptions(camperId: number) {
  return queryOptions({
    queryKey: [...ownerCamperKey(camperId), 'ical-feed'] as const,
    queryFn: () => getIcalFeed(camperId),
  })
}
