import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type UboDeclaration = components['schemas']['UboDeclaration']
export type Ubo = components['schemas']['Ubo']

/** GET /3/mangopay/ubo-declaration/ (business accounts only): created on the first read. */
export async function getUboDeclaration(): Promise<UboDeclaration> {
  const { data } = await api.GET('/3/mangopay/ubo-declaration/')
  return data!
}

export function uboDeclarationQueryOptions() {
  return queryOptions({ queryKey: ['mangopay', 'ubo-declaration'] as const, queryFn: getUboDeclaration })
}
