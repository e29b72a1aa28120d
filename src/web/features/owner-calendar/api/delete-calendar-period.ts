import { api } from '../../../lib/api-client'

/** DELETE /3/products/{idCamper}/calendar/periods/{idPeriod}/: the days are free again at the base price. */
export async function deleteCalendarPeriod(camperId: number, periodId: number): Promise<void> {
  await api.DELETE('/3/products/{idCamper}/calendar/periods/{idPeriod}/', {
    params: { path: { idCamper: camperId, idPeriod: periodId } },
  })
}
