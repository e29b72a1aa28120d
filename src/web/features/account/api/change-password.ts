import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

/** POST /3/manage-password/: every other session of the user ends. */
export async function changePassword(input: components['schemas']['ManagePasswordRequest']): Promise<void> {
  await api.POST('/3/manage-password/', { body: input })
}
