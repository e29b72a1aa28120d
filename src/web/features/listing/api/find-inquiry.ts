import { queryOptions } from '@tanstack/react-query'
import { chatsKey } from '../../../api/get-unread-total'
import { api } from '../../../lib/api-client'

/** GET /3/chats/?camper&kind=inquiry: the id of the viewer's inquiry about this camper, or null before the first question. */
export async function findInquiry(camper: number): Promise<number | null> {
  const { data } = await api.GET('/3/chats/', { params: { query: { camper, kind: 'inquiry', page_size: 1 } } })
  return data!.results[0]?.id ?? null
}

/** Under the chats key, so a question sent from here or an answer read elsewhere refreshes it. */
export function inquiryQueryOptions(camper: number) {
  return queryOptions({ queryKey: [...chatsKey, 'inquiry', camper] as const, queryFn: () => findInquiry(camper) })
}
