import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { chatsKey } from '../../../api/get-unread-total'

/** GET /3/chats/?booking=: the id of a booking's conversation, or null when the viewer has none. */
export async function findBookingChat(bookingId: number): Promise<number | null> {
  const { data } = await api.GET('/3/chats/', { params: { query: { booking: bookingId } } })
  return data!.results[0]?.id ?? null
}

export function bookingChatQueryOptions(bookingId: number) {
  return queryOptions({
    queryKey: [...chatsKey, 'booking', bookingId] as const,
    queryFn: () => findBookingChat(bookingId),
  })
}
