import { api } from '../../../lib/api-client'
import type { ChatMessage } from './get-chat'

/** POST /3/chats/{id}/messages/: the server trims the body and refuses a blank one. */
export async function sendChatMessage(chatId: number, body: string): Promise<ChatMessage> {
  const { data } = await api.POST('/3/chats/{id}/messages/', { params: { path: { id: chatId } }, body: { body } })
  return data!
}
