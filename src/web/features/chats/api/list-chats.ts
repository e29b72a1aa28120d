import { infiniteQueryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { CHAT_POLL_INBOX_MS } from '../../../../domain/chat-rules'
import { chatsKey } from '../../../api/get-unread-total'
import { api } from '../../../lib/api-client'

export type ChatSummary = components['schemas']['ChatSummary']
export type ChatList = components['schemas']['ChatList']

/** GET /3/chats/?page: the viewer's conversations, the most recent first. */
export async function listChats(page: number): Promise<ChatList> {
  const { data } = await api.GET('/3/chats/', { params: { query: { page } } })
  return data!
}

/** The inbox, page after page on demand; it polls slowly (TanStack Query pauses polling while the tab is hidden). */
export function chatsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...chatsKey, 'list'] as const,
    queryFn: ({ pageParam }) => listChats(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: ChatList, _all: ChatList[], lastPage: number) => (last.next ? lastPage + 1 : undefined),
    refetchInterval: CHAT_POLL_INBOX_MS,
  })
}
