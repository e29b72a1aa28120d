import { api } from '../../../lib/api-client'
import type { ChatMessage } from './get-chat'

/** PATCH /3/chats/messages/{id}/: the recipient reads this message and the earlier ones. */
export async function markChatMessageRead(messageId: number): Promise<ChatMessage> {
  const { data } = await api.PATCH('/3/chats/messages/{id}/', {
    params: { path: { id: messageId } },
    body: { is_read: true },
  })
  return data!
}
