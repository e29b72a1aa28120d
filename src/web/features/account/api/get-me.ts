import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** The signed-in user (GET /3/users/me/), the fields the shell reads. */
export interface PrivateUser {
  id: number
  email: string
  first_name: string
  is_owner: boolean
  is_staff: boolean
  is_pro: boolean
  nb_campers?: number
  profile_picture?: { url: string | null } | null
}

export async function getMe(): Promise<PrivateUser> {
  const { data }: { data?: unknown } = await api.GET('/3/users/me/')
  return data as PrivateUser
}

export function meQueryOptions() {
  return queryOptions({ queryKey: ['users', 'me'] as const, queryFn: getMe, staleTime: 60_000 })
}
