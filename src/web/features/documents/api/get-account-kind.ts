import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

/** GET /3/users/me/, shared with the shell's cache: the documents page reads whether the account is a business. */
export type PrivateUserWire = components['schemas']['PrivateUser']

export async function getMe(): Promise<PrivateUserWire> {
  const { data } = await api.GET('/3/users/me/')
  return data!
}

export function meQueryOptions() {
  return queryOptions({ queryKey: ['users', 'me'] as const, queryFn: getMe, staleTime: 60_000 })
}
