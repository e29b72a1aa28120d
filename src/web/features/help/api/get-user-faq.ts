import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import { faqKey } from './get-faq'

export type UserFaq = components['schemas']['UserFaq']

/** GET /3/faq/user/{id}/: the questions for this guest, owner or professional (sign-in required). */
export async function getUserFaq(userId: number, lang: string): Promise<UserFaq> {
  const { data } = await api.GET('/3/faq/user/{id}/', { params: { path: { id: String(userId) }, query: { lang } } })
  if (!data) throw new Error('GET /3/faq/user/{id}/ answered without a body')
  return data
}

export function userFaqQueryOptions(userId: number, lang: string) {
  return queryOptions({
    queryKey: [...faqKey, 'user', userId, lang] as const,
    queryFn: () => getUserFaq(userId, lang),
    staleTime: 10 * 60_000,
  })
}
