import { api } from '../lib/api-client'
import type { PrivateUser } from './get-me'

/** PATCH /3/users/me/ with the zone emails and notifications write moments in (the shell and the account page). */
export async function saveTimeZone(timeZone: string | null): Promise<PrivateUser> {
  const { data } = await api.PATCH('/3/users/me/', { body: { time_zone: timeZone } })
  return data!
}
