import { api } from '../../../lib/api-client'
import type { IcalFeedStatus } from './get-ical-feed'

/** POST /3/products/{idCamper}/ical-feed/: import (or sync now) an external calendar. */
export async function setIcalFeed(camperId: number, url: string): Promise<IcalFeedStatus> {
  const { data } = await api.POST('/3/products/{idCamper}/ical-feed/', {
    params: { path: { idCamper: camperId } },
    body: { url },
  })
  return data!
}
