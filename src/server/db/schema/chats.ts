import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { bookings } from './bookings'
import { campers } from './campers'
import { users } from './users'

/**
 * Spec 2 §3 Chat: the conversation of a booking between its guest and the camper's owner, one per booking. Guest,
 * owner and camper are copied from the booking so the inbox of either party is one indexed query. A conversation
 * without a booking is an inquiry: a guest's questions about a camper before booking, one per guest and camper.
 */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    /** Null for an inquiry; it stays one after the guest books (the booking has its own conversation). */
    bookingId: integer('booking_id')
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    camperId: integer('camper_id')
      .notNull()
      .references(() => campers.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last message's send time (the creation time before any): the inbox sorts on it. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chats_guest_idx').on(table.guestId, table.lastMessageAt),
    index('chats_owner_idx').on(table.ownerId, table.lastMessageAt),
    uniqueIndex('chats_inquiry_unique')
      .on(table.camperId, table.guestId)
      .where(sql`${table.bookingId} IS NULL`),
  ],
)

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Trimmed, 1 to CHAT_MESSAGE_MAX_LENGTH characters. */
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the recipient read it; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('chat_messages_chat_idx').on(table.chatId, table.id),
    // Unread counts scan only the unread messages.
    index('chat_messages_unread_idx')
      .on(table.chatId, table.senderId)
      .where(sql`${table.readAt} IS NULL`),
    check('chat_messages_body_check', sql`length(${table.body}) BETWEEN 1 AND 2000`),
  ],
)

export type ChatRow = typeof chats.$inferSelect
export type ChatMessageRow = typeof chatMessages.$inferSelect
