import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { tripKey } from './get-trip'

export type Extension = components['schemas']['GuestExtension']
export type ExtensionRequest = components['schemas']['CreateExtensionRequest']

/** POST /v4/bookings-guest/{id}/extensions/: a priced draft of more days, a slide or more km. */
export async function createExtension(id: number, input: ExtensionRequest): Promise<Extension> {
  const { data } = await api.POST('/v4/bookings-guest/{id}/extensions/', { params: { path: { id } }, body: input })
  return data!
}

export const extensionKey = (id: number) => [...tripKey(id), 'extension'] as const

/**
 * The API has no read of a trip's extensions: the last one this session created or changed is kept under this
 * key (every extension call answers with it), and nothing is known before.
 */
export function extensionQueryOptions(id: number) {
  return queryOptions<Extension | null>({ queryKey: extensionKey(id), queryFn: () => null, staleTime: Infinity })
}
