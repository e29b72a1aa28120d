import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../openapi/schema'
import { api } from '../lib/api-client'

/** The signed-in user (GET /3/users/me/): the shell reads a few fields, the account pages all of them. */
export type PrivateUser = components['schemas']['PrivateUser']

export async function getMe(): Promise<PrivateUser> {
  const { data } = await api.GET('/3/users/me/')
  return data!
}

/** One key for every page that shows the user: invalidating it refreshes the shell and the account pages alike. */
export const meKey = ['users', 'me'] as const

export function meQueryOptions() {
  return queryOptions({ queryKey: meKey, queryFn: getMe, staleTime: 60_000 })
}
