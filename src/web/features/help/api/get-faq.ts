import { queryOptions } from '@tanstack/react-query'
import type { FaqTopic } from '../../../../domain/help-topics'
import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type Faq = components['schemas']['Faq']
export type FaqEntry = components['schemas']['FaqEntry']

export interface FaqQuery {
  q?: string
  topic?: FaqTopic
}

/** GET /3/faq/: topics and the matching questions in the reader's language. */
export async function getFaq(lang: string, query: FaqQuery): Promise<Faq> {
  const { data } = await api.GET('/3/faq/', {
    params: { query: { lang, q: query.q || undefined, topic: query.topic } },
  })
  if (!data) throw new Error('GET /3/faq/ answered without a body')
  return data
}

export const faqKey = ['help', 'faq'] as const

export function faqQueryOptions(lang: string, query: FaqQuery = {}) {
  return queryOptions({
    queryKey: [...faqKey, lang, query.q ?? '', query.topic ?? ''] as const,
    queryFn: () => getFaq(lang, query),
    staleTime: 10 * 60_000,
  })
}
