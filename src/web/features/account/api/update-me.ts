import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import type { PrivateUser } from '../../../api/get-me'

export type ProfileChanges = components['schemas']['UpdateMeRequest']

/** PATCH /3/users/me/: names, phone, birth date, languages. */
export async function updateMe(changes: ProfileChanges): Promise<PrivateUser> {
  const { data } = await api.PATCH('/3/users/me/', { body: changes })
  return data!
}
