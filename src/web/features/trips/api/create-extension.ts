import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type Extension = components['schemas']['GuestExtension']
export type ExtensionRequest = components['schemas']['CreateExtensionRequest']

/** POST /v4/bookings-guest/{id}/extensions/: a priced draft of more days, a slide or more km. */
export async function createExtension(id: number, input: ExtensionRequest): Promise<Extension> {
  const { data } = await api.POST('/v4/bookings-guest/{id}/extensions/', { params: { path: { id } }, body: input })
  return data!
}
