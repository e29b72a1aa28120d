import { api } from '../../../lib/api-client'
import type { CalendarPeriod, CalendarPeriodInput } from './list-calendar-periods'

/** PATCH /3/products/{idCamper}/calendar/periods/{idPeriod}/: replace a period. */
export async function updateCalendarPeriod(
  camperId: number,
  periodId: number,
  body: CalendarPeriodInput,
): Promise<CalendarPeriod> {
  const { data } = await api.PATCH('/3/products/{idCamper}/calendar/periods/{idPeriod}/', {
    params: { path: { idCamper: camperId, idPeriod: periodId } },
    body,
  })
  return data!
}
