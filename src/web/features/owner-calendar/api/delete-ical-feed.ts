import { api } from '../../../lib/api-client'

/** DELETE /3/products/{idCamper}/ical-feed/: stop importing; its days are free again. */
export async function deleteIcalFeed(camperId: number): Promise<void> {
  await api.DELETE('/3/products/{idCamper}/ical-feed/', { params: { path: { idCamper: camperId } } })
}
