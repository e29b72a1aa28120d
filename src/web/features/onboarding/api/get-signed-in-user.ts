import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** GET /3/users/me/ (the shell's cache entry): creating the vehicle makes the user an owner, so the end refreshes it. */
export async function getSignedInUser() {
  const { data } = await api.GET('/3/users/me/')
  return data!
}

export function signedInUserQueryOptions() {
  return queryOptions({ queryKey: ['users', 'me'] as const, queryFn: getSignedInUser, staleTime: 60_000 })
}
