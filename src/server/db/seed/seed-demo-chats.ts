import { and, asc, eq } from 'drizzle-orm'
import { openMissingChats } from '../../services/chats/chats'
import type { Database } from '../client'
import { bookings, chatMessages, chats } from '../schema'

/**
 * Every seeded booking gets its conversation (the request's message first); the demo owner has answered the
 * demo guest's accepted request, and the guest has not read it yet, so both sides show something to try.
 */
export async function seedDemoChats(db: Database, ids: { guestId: number; ownerId: number }) {
  const opened = await openMissingChats(db)
  const [accepted] = await db
    .select({ chat: chats })
    .from(chats)
    .innerJoin(bookings, eq(bookings.id, chats.bookingId))
    .where(and(eq(chats.guestId, ids.guestId), eq(chats.ownerId, ids.ownerId), eq(bookings.status, 'ACCEPTED')))
    .orderBy(asc(chats.id))
    .limit(1)
  if (accepted) {
    // Now: the newest conversation of both, at the top of their inboxes.
    const sentAt = new Date()
    await db.update(chatMessages).set({ readAt: sentAt }).where(eq(chatMessages.chatId, accepted.chat.id))
    await db.insert(chatMessages).values({
      chatId: accepted.chat.id,
      senderId: ids.ownerId,
      sentAt,
      body: 'Hello! Happy to have you on board. I will show you the camper at 14:00 on the first day.',
    })
    await db.update(chats).set({ lastMessageAt: sentAt }).where(eq(chats.id, accepted.chat.id))
  }
  return opened
}
