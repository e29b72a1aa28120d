import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type CalendarPeriodList = components['schemas']['CalendarPeriodList']
export type CalendarPeriod = components['schemas']['CalendarPeriod']
export type CalendarPeriodInput = components['schemas']['CalendarPeriodInput']

/** Every query of one camper's calendar and prices starts with this key. */
export const ownerCamperKey = (camperId: number) => ['owner-calendar', camperId] as const

/** GET /3/products/{idCamper}/calendar/periods/: the owner's periods and the confirmed bookings, from today. */
export async function listCalendarPeriods(camperId: number): Promise<CalendarPeriodList> {
  const { data } = await api.GET('/3/products/{idCamper}/calendar/periods/', {
    params: { path: { idCamper: camperId } },
  })
  return data!
}

export function calendarPeriodsQueryOptions(camperId: number) {
  return queryOptions({
    queryKey: [...ownerCamperKey(camperId), 'periods'] as const,
    queryFn: () => listCalendarPeriods(camperId),
  })
}
