import { queryOptions } from '@tanstack/react-query'
import type { components } from '../../../../../openapi/schema'
import { CHAT_POLL_OPEN_MS } from '../../../../domain/chat-rules'
import { api } from '../../../lib/api-client'
import { chatsKey } from './list-chats'

export type Chat = components['schemas']['Chat']
export type ChatMessage = components['schemas']['ChatMessage']

/** GET /3/chats/{id}/: the conversation with its last messages, oldest first. */
export async function getChat(id: number): Promise<Chat> {
  const { data } = await api.GET('/3/chats/{id}/', { params: { path: { id } } })
  return data!
}

/** The open conversation polls often, so an answer shows without a reload (paused while the tab is hidden). */
export function chatQueryOptions(id: number) {
  return queryOptions({ queryKey: [...chatsKey, 'detail', id] as const, queryFn: () => getChat(id), refetchInterval: CHAT_POLL_OPEN_MS })
}
