import { api } from '../../../lib/api-client'
import type { CalendarPeriod, CalendarPeriodInput } from './list-calendar-periods'

/** POST /3/products/{idCamper}/calendar/periods/: block days or price them. */
export async function createCalendarPeriod(camperId: number, body: CalendarPeriodInput): Promise<CalendarPeriod> {
  const { data } = await api.POST('/3/products/{idCamper}/calendar/periods/', {
    params: { path: { idCamper: camperId } },
    body,
  })
  return data!
}
