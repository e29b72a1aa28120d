import { infiniteQueryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { CHAT_POLL_OPEN_MS } from '../../../../domain/chat-rules'
import { api } from '../../../lib/api-client'
import { chatsKey } from '../../../api/get-unread-total'

export type Chat = components['schemas']['Chat']
export type ChatMessage = components['schemas']['ChatMessage']

/** GET /3/chats/{id}/?before: the conversation with its last messages (or those before a message id), oldest first. */
export async function getChat(id: number, before: number | undefined): Promise<Chat> {
  const { data } = await api.GET('/3/chats/{id}/', {
    params: { path: { id }, query: before === undefined ? {} : { before } },
  })
  return data!
}

/**
 * The newest page first, then older pages on demand (each asks for the messages before the oldest shown).
 * The open conversation polls often, so an answer shows without a reload (paused while the tab is hidden); a refetch
 * re-derives every older page's cursor from the fresh newest page, so no message falls between two pages.
 */
export function chatQueryOptions(id: number) {
  return infiniteQueryOptions({
    queryKey: [...chatsKey, 'detail', id] as const,
    queryFn: ({ pageParam }) => getChat(id, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: Chat) => (page.has_older && page.messages.length > 0 ? page.messages[0]!.id : undefined),
    refetchInterval: CHAT_POLL_OPEN_MS,
  })
}

/** Every loaded message, oldest first (pages come newest first, each oldest first). */
export function loadedMessages(pages: readonly Chat[]): ChatMessage[] {
  return pages.toReversed().flatMap((page) => page.messages)
}
