import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { meKey } from '../../../api/get-me'
import { api } from '../../../lib/api-client'

export type Moneybox = components['schemas']['Moneybox']

/** GET /3/moneyboxes/: rental credits that have not expired, soonest to expire first. */
export async function listMoneyboxes(): Promise<Moneybox[]> {
  const { data } = await api.GET('/3/moneyboxes/')
  return data!
}

export function moneyboxesQueryOptions() {
  return queryOptions({ queryKey: [...meKey, 'moneyboxes'] as const, queryFn: listMoneyboxes })
}
