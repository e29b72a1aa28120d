import { queryOptions } from '@tanstack/react-query'
import { CHAT_POLL_UNREAD_MS } from '../../domain/chat-rules'
import { api } from '../lib/api-client'

/** Every chats query starts with this key: sending or reading a message refreshes them all, the menu badge too. */
export const chatsKey = ['chats'] as const

/** The menu badge: GET /3/chats/ with one conversation per page, read only for its unread_total. */
export async function getUnreadTotal(): Promise<number> {
  const { data } = await api.GET('/3/chats/', { params: { query: { page: 1, page_size: 1 } } })
  return data!.unread_total
}

/** Under the chats key, so sending or reading a message refreshes it; polled slowly (paused in a hidden tab). */
export function unreadTotalQueryOptions() {
  return queryOptions({
    queryKey: [...chatsKey, 'unread-total'] as const,
    queryFn: getUnreadTotal,
    refetchInterval: CHAT_POLL_UNREAD_MS,
  })
}
