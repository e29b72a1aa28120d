import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import type { LegalOwner } from './get-legal-owner'

/** POST /v4/users/me/legal/ the first time, PATCH afterwards. */
export async function saveLegalOwner(
  input: components['schemas']['LegalOwnerRequest'],
  exists: boolean,
): Promise<LegalOwner> {
  const { data } = exists
    ? await api.PATCH('/v4/users/me/legal/', { body: input })
    : await api.POST('/v4/users/me/legal/', { body: input })
  return data!
}
